"""Standby snapshots: the notifications a member records, which ones it fetches at start-up, and the fetch.

A STANDBY_SNAPSHOT entry in recording.log names a snapshot recording held in *another* archive (its
``archiveEndpoint``), e.g. one a standby took and announced with the StandbySnapshot consensus message.
At start-up, before planning its recovery, a member copies the newest complete set of them that is newer
than its own latest snapshot into its archive and adds the copies to recording.log as ordinary SNAPSHOT
entries; the recovery plan then starts from them. That is how a member whose own log (or the leader's
log it would replay) no longer reaches back far enough gets back in from a snapshot.

A notification (the StandbySnapshot consensus message, accepted only with
``aeron.cluster.accept.standby.snapshots``) is held until the commit position reaches the snapshot, then
after an optional delay written to recording.log as STANDBY_SNAPSHOT entries
(``StandbySnapshotNotifications``; SessionManager.processPendingStandbySnapshotNotifications, line 763).

Upstream (Aeron 1.51.0, aeron-cluster/src/main/java/io/aeron/cluster/): StandbySnapshotReplicator.java
(the whole procedure), RecordingLog.latestStandbySnapshots (line 1153), MultipleRecordingReplication.java
and RecordingReplication.java (one recording after another, each finished by its REPLICATE_END signal,
abandoned when it stops progressing), ConsensusModuleAgent.replicateStandbySnapshotsForStartup (line 3546).
docs/cluster-recovery.md "Standby snapshots" explains it in our words.
"""

from __future__ import annotations

import dataclasses
from collections import deque
from collections.abc import Callable

from aeronkit.archive.client.archive_proxy import ReplicationParams
from aeronkit.archive.client.recording_signal_adapter import RecordingSignalEvent
from aeronkit.archive.errors import ArchiveError
from aeronkit.cluster.archive_requests import ArchiveRequests
from aeronkit.cluster.log_channels import destination_uri
from aeronkit.cluster.recording_log import ENTRY_TYPE_STANDBY_SNAPSHOT, Entry, RecordingLog
from aeronkit.cluster.recording_replication import RecordingReplication
from aeronkit.concurrent.counters import CountersReader
from aeronkit.constants import NULL_POSITION, NULL_VALUE
from aeronkit.errors import AeronError

PROGRESS_CHECKS_PER_TIMEOUT = 10
"""The copy's position is read every tenth of the progress timeout (StandbySnapshotReplicator's
progressIntervalNs), not on every duty cycle."""


class StandbySnapshotError(AeronError):
    """No standby snapshot set could be replicated (Java's ClusterException, category WARN)."""


@dataclasses.dataclass(frozen=True)
class StandbySnapshotEntry:
    """One snapshot of a StandbySnapshot message (StandbySnapshotEntry.java)."""

    recording_id: int
    leadership_term_id: int
    term_base_log_position: int
    log_position: int
    timestamp: int
    service_id: int
    archive_endpoint: str


class StandbySnapshotNotifications:
    """Accepted notifications waiting for the commit position (and then ``delay_ns``) before their entries
    go into recording.log as STANDBY_SNAPSHOT entries; ``on_recorded`` runs once per notification
    recorded (the "standby snapshots received" counter). SessionManager.processPendingStandbySnapshot-
    Notifications and appendStandbySnapshot (SessionManager.java lines 763 and 813)."""

    def __init__(self, recording_log: RecordingLog, delay_ns: int, on_recorded: Callable[[], None],
                 record_event: Callable[[str], None]) -> None:
        self._recording_log = recording_log
        self._delay_ns = delay_ns
        self._on_recorded = on_recorded
        self._record_event = record_event
        self._pending: list[list[StandbySnapshotEntry]] = []
        self._delayed: deque[tuple[int, list[StandbySnapshotEntry]]] = deque()

    def add(self, entries: list[StandbySnapshotEntry]) -> None:
        self._pending.append(entries)

    def poll(self, commit_position: int, now_ns: int) -> int:
        work = 0
        waiting = []
        for entries in self._pending:
            if entries and entries[0].log_position > commit_position:
                waiting.append(entries)
                continue
            work += 1
            if not entries:
                continue
            if self._delay_ns > 0:
                self._delayed.append((now_ns + self._delay_ns, entries))
            else:
                self._record(entries)
        self._pending = waiting
        while self._delayed and now_ns - self._delayed[0][0] >= 0:
            self._record(self._delayed.popleft()[1])
            work += 1
        return work

    def _record(self, entries: list[StandbySnapshotEntry]) -> None:
        for e in entries:
            self._record_event(
                f"standby snapshot notification: recordingId={e.recording_id} leadershipTermId="
                f"{e.leadership_term_id} termBaseLogPosition={e.term_base_log_position} logPosition="
                f"{e.log_position} timestamp={e.timestamp} serviceId={e.service_id} "
                f"archiveEndpoint={e.archive_endpoint}")
            self._recording_log.append_standby_snapshot(
                e.recording_id, e.leadership_term_id, e.term_base_log_position, e.log_position, e.timestamp,
                e.service_id, e.archive_endpoint)
        self._on_recorded()


def latest_standby_snapshots(recording_log: RecordingLog, service_count: int) -> dict[str, list[Entry]]:
    """RecordingLog.latestStandbySnapshots: per archive endpoint, the valid STANDBY_SNAPSHOT entries at the
    highest log position that has a complete set (the consensus module's and one per service).

    Within a set the entries keep Java's order (newest in the file first); a position with too few
    entries is passed over for the next lower one of the same endpoint."""
    by_endpoint: dict[str, dict[int, list[Entry]]] = {}
    for entry in reversed(recording_log.entries):
        if entry.type == ENTRY_TYPE_STANDBY_SNAPSHOT and entry.is_valid and entry.archive_endpoint:
            positions = by_endpoint.setdefault(entry.archive_endpoint, {})
            positions.setdefault(entry.log_position, []).append(entry)
    latest: dict[str, list[Entry]] = {}
    for endpoint, positions in by_endpoint.items():
        for position in sorted(positions, reverse=True):
            if len(positions[position]) == service_count + 1:
                latest[endpoint] = positions[position]
                break
    return latest


@dataclasses.dataclass(frozen=True)
class SnapshotSource:
    """One archive's complete standby snapshot set still worth fetching."""

    endpoint: str
    log_position: int
    entries: list[Entry]


def snapshots_to_replicate(recording_log: RecordingLog, service_count: int) -> list[SnapshotSource]:
    """StandbySnapshotReplicator.computeSnapshotsToReplicate: each endpoint's latest set without the
    entries no newer than our own latest snapshot of that service, highest log position first, then by
    endpoint name."""
    sources = []
    for endpoint, entries in latest_standby_snapshots(recording_log, service_count).items():
        newer = []
        for entry in entries:
            local = recording_log.latest_snapshot(entry.service_id)
            if local is None or entry.log_position > local.log_position:
                newer.append(entry)
        if newer:
            sources.append(SnapshotSource(endpoint, newer[0].log_position, newer))
    sources.sort(key=lambda source: (-source.log_position, source.endpoint))
    return sources


class StandbySnapshotReplicator:
    """Copies the best standby snapshot set into our archive, one recording at a time, and records the copies
    in recording.log; ``poll`` until ``is_complete``. With nothing newer than our own snapshots it completes
    at once. A failing source archive is noted and the next one tried; when none is left ``poll`` raises
    StandbySnapshotError naming each endpoint's error, and the caller (as Java's) counts it and recovers
    from what it has. Replications are requested through the module's own archive connection (Java opens a
    second one), so the module forwards its recording signals to :meth:`on_signal`.
    """

    def __init__(
        self,
        recording_log: RecordingLog,
        service_count: int,
        requests: ArchiveRequests,
        *,
        archive_control_channel: str,
        archive_control_stream_id: int,
        replication_channel: str,
        file_sync_level: int,
        progress_timeout_ns: int,
        counters: CountersReader,
        archive_id: int,
        record_event: Callable[[str], None],
    ) -> None:
        self._recording_log = recording_log
        self._service_count = service_count
        self._requests = requests
        self._archive_control_channel = archive_control_channel
        self._archive_control_stream_id = archive_control_stream_id
        self._replication_channel = replication_channel
        self._file_sync_level = file_sync_level
        self._progress_timeout_ns = progress_timeout_ns
        self._counters = counters
        self._archive_id = archive_id
        self._record_event = record_event
        self._sources: list[SnapshotSource] | None = None
        self._source: SnapshotSource | None = None
        self._pending: list[Entry] = []
        self._dst_recording_ids: dict[int, int] = {}
        self._replication: RecordingReplication | None = None
        self._progress_position = NULL_POSITION
        self._progress_deadline_ns = 0
        self._progress_check_ns = 0
        self._errors_by_endpoint: dict[str, str] = {}
        self.is_complete = False
        self.replicated: list[Entry] = []
        """The standby entries whose copies were added to recording.log (empty until complete)."""

    def poll(self, now_ns: int) -> int:
        if self.is_complete:
            return 0
        if self._source is None:
            return self._next_source(now_ns)
        try:
            return self._replicate(now_ns)
        except AeronError as ex:
            assert self._source is not None
            self._errors_by_endpoint[self._source.endpoint] = str(ex)
            self._abandon()
            return 1

    def on_signal(self, event: RecordingSignalEvent) -> None:
        """A recording signal of the module's archive connection, for the recording being copied."""
        if self._replication is not None:
            self._replication.on_signal(event)

    def on_archive_error(self, error: ArchiveError) -> None:
        """An error the archive sent later for the replication in flight (the source archive refused it or
        went away): fails this source at the next poll, as the exception Java's pollForRecordingSignals
        throws on the replicator's own archive connection does."""
        if self._replication is not None:
            self._replication.on_archive_error(error)

    def _next_source(self, now_ns: int) -> int:
        if self._sources is None:
            self._sources = snapshots_to_replicate(self._recording_log, self._service_count)
            if not self._sources:
                self.is_complete = True
                return 1
        if not self._sources:
            raise StandbySnapshotError(
                f"failed to replicate any standby snapshots, errors: {self._errors_by_endpoint}")
        self._source = self._sources.pop(0)
        self._pending = list(self._source.entries)
        self._dst_recording_ids = {}
        self._start_replication(now_ns)
        return 1

    def _start_replication(self, now_ns: int) -> None:
        assert self._source is not None
        src_recording_id = self._pending[0].recording_id
        self._replication = RecordingReplication(
            self._requests,
            f"replicate standby snapshot recording {src_recording_id} from {self._source.endpoint}",
            src_recording_id,
            destination_uri(self._archive_control_channel, self._source.endpoint),
            self._archive_control_stream_id,
            ReplicationParams(replication_channel=self._replication_channel),
        )
        self._progress_position = NULL_POSITION
        self._progress_deadline_ns = now_ns + self._progress_timeout_ns
        self._progress_check_ns = now_ns + self._progress_timeout_ns // PROGRESS_CHECKS_PER_TIMEOUT

    def _replicate(self, now_ns: int) -> int:
        replication = self._replication
        assert replication is not None
        if replication.error is not None:  # refused (unknown source, unreachable archive) or given up
            raise StandbySnapshotError(replication.error)
        if not replication.request.done:
            return 0
        if not replication.has_ended:
            if now_ns < self._progress_check_ns:
                return 0
            self._progress_check_ns = now_ns + self._progress_timeout_ns // PROGRESS_CHECKS_PER_TIMEOUT
            position = replication.poll_dst_position(self._counters, self._archive_id)
            if position > self._progress_position:
                self._progress_position = position
                self._progress_deadline_ns = now_ns + self._progress_timeout_ns
            elif now_ns >= self._progress_deadline_ns:
                raise StandbySnapshotError(
                    f"standby snapshot replication has not progressed: srcRecordingId="
                    f"{replication.src_recording_id} position={replication.position}")
            return 0
        if replication.dst_recording_id == NULL_VALUE:
            raise StandbySnapshotError(
                f"replication of srcRecordingId={replication.src_recording_id} ended without a recording")
        source = self._source
        assert source is not None
        entry = self._pending.pop(0)
        self._dst_recording_ids[entry.recording_id] = replication.dst_recording_id
        self._record_event(
            f"standby snapshot replicated: endpoint={source.endpoint} srcRecordingId={entry.recording_id} "
            f"dstRecordingId={replication.dst_recording_id} position={replication.position}")
        self._replication = None
        if self._pending:
            self._start_replication(now_ns)
            return 1
        self._append_snapshots()
        return 1

    def _append_snapshots(self) -> None:
        source = self._source
        assert source is not None
        for entry in source.entries:
            self._recording_log.append_snapshot(
                self._dst_recording_ids[entry.recording_id],
                entry.leadership_term_id,
                entry.term_base_log_position,
                entry.log_position,
                entry.timestamp,
                entry.service_id,
            )
        self._recording_log.force(self._file_sync_level)
        self.replicated = list(source.entries)
        self._source = None
        self.is_complete = True

    def _abandon(self) -> None:
        """Stop the copy in flight in our archive (RecordingReplication.close) and give up this source."""
        replication, self._replication = self._replication, None
        self._source = None
        if replication is not None:
            replication.stop()
