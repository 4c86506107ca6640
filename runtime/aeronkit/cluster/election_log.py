"""The member's real log as the election sees it: recording.log for the terms, the archive for positions.

The Election agent asks its ``ElectionLog`` how far the log is appended (the local archive's recorded
position of the log recording, or where the stopped recording ended), which term its last entry belongs
to, which terms recording.log holds, and to make recording.log coherent when a term is joined (Aeron's
``ensureRecordingLogCoherent``: consecutive TERM entries, the previous term committed at the new term's
base). Replication copies the leader's log recording into ours through the local archive (the
consensus module runs it), and so does truncating a divergent, never-committed tail.
"""

from __future__ import annotations

from typing import Protocol

from aeronkit.cluster.election import TermEntry
from aeronkit.cluster.recording_log import RecordingLog
from aeronkit.constants import NULL_POSITION, NULL_VALUE
from aeronkit.errors import AeronError


class LogState(Protocol):
    """What the consensus module knows about its log right now."""

    @property
    def append_position(self) -> int: ...

    @property
    def log_recording_id(self) -> int: ...

    def cluster_time(self) -> int: ...

    def replicate_log(self, leader_id: int, leader_recording_id: int, stop_position: int) -> bool:
        """Copy the leader's log recording into ours up to ``stop_position``; True once recorded there."""
        ...

    def replication_position(self) -> int:
        """How far the running replication has recorded into our log, NULL_POSITION before it says."""
        ...

    def truncate_log(self, leadership_term_id: int, position: int) -> None:
        """Cut our stopped log recording back to ``position`` and commit ``leadership_term_id`` there in
        recording.log; ``append_position`` is ``position`` from this call on."""
        ...


class ArchiveElectionLog:
    def __init__(
        self,
        recording_log: RecordingLog,
        state: LogState,
        log_leadership_term_id: int,
        term_base_log_position: int,
        log_position: int,
        file_sync_level: int,
    ) -> None:
        self._recording_log = recording_log
        self._state = state
        self._log_leadership_term_id = log_leadership_term_id
        self._initial_log_leadership_term_id = log_leadership_term_id
        self._initial_term_base_log_position = term_base_log_position
        self._log_position = log_position
        self._file_sync_level = file_sync_level

    @property
    def append_position(self) -> int:
        return self._state.append_position

    @property
    def log_leadership_term_id(self) -> int:
        return self._log_leadership_term_id

    @property
    def log_position(self) -> int:
        return self._log_position

    def find_term(self, leadership_term_id: int) -> TermEntry | None:
        entry = self._recording_log.find_term_entry(leadership_term_id)
        if entry is None:
            return None
        return TermEntry(entry.leadership_term_id, entry.term_base_log_position, entry.log_position)

    def next_term_after(self, leadership_term_id: int) -> TermEntry | None:
        """Aeron looks up exactly the next term id; ensure_term keeps term ids consecutive."""
        return self.find_term(leadership_term_id + 1)

    def ensure_term(self, leadership_term_id: int, term_base_log_position: int, timestamp_ms: int) -> None:
        recording_id = self._state.log_recording_id
        if recording_id == NULL_VALUE:
            return  # nothing recorded yet (Aeron skips the same way)
        self._recording_log.ensure_coherent(
            recording_id,
            self._initial_log_leadership_term_id,
            self._initial_term_base_log_position,
            leadership_term_id,
            term_base_log_position
            if term_base_log_position != NULL_POSITION
            else self._initial_term_base_log_position,
            NULL_POSITION,
            self._state.cluster_time(),
            self._file_sync_level,
        )
        self._log_leadership_term_id = leadership_term_id

    def truncate(self, position: int) -> None:
        """ConsensusModuleAgent.truncateLogEntry for the term our log ends in (the leader described the
        term after it from a base below our append position)."""
        self._state.truncate_log(self._log_leadership_term_id, position)

    def replicate(
        self,
        leader_id: int,
        leadership_term_id: int,
        term_base_log_position: int,
        stop_position: int,
        leader_recording_id: int,
    ) -> bool:
        """Election.followerLogReplication: the archive copies the leader's recording up to the stop
        position; then recording.log holds the term (updateRecordingLogForReplication)."""
        if leader_recording_id == NULL_VALUE:
            raise AeronError(f"member {leader_id} sent no recording to replicate term {leadership_term_id}")
        if not self._state.replicate_log(leader_id, leader_recording_id, stop_position):
            return False
        self.ensure_term(leadership_term_id, term_base_log_position, self._state.cluster_time())
        return True

    def replication_position(self) -> int:
        return self._state.replication_position()
