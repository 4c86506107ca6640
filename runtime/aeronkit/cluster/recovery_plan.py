"""What a restarting member must load and replay: recording.log's plan completed with the archive's facts.

Aeron's ``RecordingLog.createRecoveryPlan`` (aeron-cluster/src/main/java/io/aeron/cluster/RecordingLog.java
at 1.51.0) picks the newest valid snapshot set and the newest valid TERM entry from recording.log, then asks
the archive about the log recording: its start and stop positions, initial term id, term length, MTU and
session id. The stop position is how far the log was durably appended; a new leadership term's log
publication continues the same stream from there (same initial term id, term length and MTU), so one
recording holds every term.

``RecoveryPlan.complete`` is the pure part: the file plan plus the archive's descriptor of the log recording.
The module fetches that descriptor through its non-blocking archive request queue.
"""

from __future__ import annotations

from dataclasses import dataclass

from aeronkit.archive.client import RecordingDescriptor
from aeronkit.cluster import recording_log as rl
from aeronkit.constants import NULL_POSITION, NULL_VALUE
from aeronkit.errors import AeronError


class RecoveryPlanError(AeronError):
    """recording.log names a log recording the archive does not have."""


@dataclass(frozen=True, slots=True)
class LogRecording:
    """RecordingLog.Log: the log recording's TERM entry plus its archive extent."""

    recording_id: int
    leadership_term_id: int
    term_base_log_position: int
    log_position: int
    start_position: int
    stop_position: int
    initial_term_id: int
    term_buffer_length: int
    mtu_length: int
    session_id: int


@dataclass(frozen=True, slots=True)
class RecoveryPlan:
    last_leadership_term_id: int
    last_term_base_log_position: int
    appended_log_position: int
    committed_log_position: int
    snapshots: list[rl.Entry]
    log: LogRecording | None

    @classmethod
    def complete(cls, plan: rl.RecoveryPlan, descriptor: RecordingDescriptor | None) -> RecoveryPlan:
        """The file plan with the log recording's extent (``descriptor`` of ``plan.log.recording_id``)."""
        snapshots = list(plan.snapshots)
        last_term, last_base, appended, committed = NULL_VALUE, 0, 0, 0
        if snapshots:
            head = snapshots[0]
            last_term, last_base = head.leadership_term_id, head.term_base_log_position
            appended = committed = head.log_position
        log: LogRecording | None = None
        entry = plan.log
        if entry is not None:
            if descriptor is None:
                raise RecoveryPlanError(f"unknown recording id: {entry.recording_id}")
            start = descriptor.start_position if not snapshots else snapshots[0].log_position
            log = LogRecording(
                entry.recording_id,
                entry.leadership_term_id,
                entry.term_base_log_position,
                entry.log_position,
                start,
                descriptor.stop_position,
                descriptor.initial_term_id,
                descriptor.term_buffer_length,
                descriptor.mtu_length,
                descriptor.session_id,
            )
            last_term, last_base = entry.leadership_term_id, entry.term_base_log_position
            appended = descriptor.stop_position
            if entry.log_position != NULL_POSITION:
                committed = entry.log_position
        return cls(last_term, last_base, appended, committed, snapshots, log)

    @property
    def snapshot_position(self) -> int:
        """Where the state restored from the snapshots stands (0 without snapshots)."""
        return self.snapshots[0].log_position if self.snapshots else 0

    def __str__(self) -> str:
        """Java's RecoveryPlan record form (RecordingLog.RecoveryPlan, .Snapshot, .Log toString): what
        ClusterTool's ``recovery-plan`` prints and what a starting member logs, so an operator who restored
        a member from a ClusterBackup sees which snapshot and log recordings it recovers from."""
        snapshots = ", ".join(
            f"Snapshot[recordingId={s.recording_id}, leadershipTermId={s.leadership_term_id}, "
            f"termBaseLogPosition={s.term_base_log_position}, logPosition={s.log_position}, "
            f"timestamp={s.timestamp}, serviceId={s.service_id}]"
            for s in self.snapshots
        )
        log_text = "null"
        if self.log is not None:
            g = self.log
            log_text = (
                f"Log[recordingId={g.recording_id}, leadershipTermId={g.leadership_term_id}, "
                f"termBaseLogPosition={g.term_base_log_position}, logPosition={g.log_position}, "
                f"startPosition={g.start_position}, stopPosition={g.stop_position}, "
                f"initialTermId={g.initial_term_id}, "
                f"termBufferLength={g.term_buffer_length}, mtuLength={g.mtu_length}, "
                f"sessionId={g.session_id}]"
            )
        return (
            f"RecoveryPlan[lastLeadershipTermId={self.last_leadership_term_id}, "
            f"lastTermBaseLogPosition={self.last_term_base_log_position}, "
            f"appendedLogPosition={self.appended_log_position}, "
            f"committedLogPosition={self.committed_log_position}, "
            f"snapshots=[{snapshots}], log={log_text}]"
        )
