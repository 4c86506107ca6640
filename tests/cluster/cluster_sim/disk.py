"""A member's disk in the simulation: what was written, what was synced, and a crash between the two.

Aeron's node-state.dat and recording.log are written and then forced (NodeStateFile and RecordingLog at
1.51.0, with ``fileSyncLevel`` > 0); a machine that dies between the write and the force keeps only what was
forced. Here every durable write of a member goes through its ``SimDisk``: ``write`` puts a value in the page
cache, ``sync`` makes it durable. A ``trap`` armed on a disk turns the next write into a crash before its
sync: ``DiskCrash`` propagates out of the agent's duty cycle, so nothing the agent would have done after the
write (a Vote, a RequestVote) happens, and the restart sees only the synced values.
"""

from __future__ import annotations

from typing import TypeVar

from aeronkit.constants import NULL_VALUE

T = TypeVar("T")


class DiskCrash(Exception):
    """The member died between a write and its sync (raised out of the write)."""

    def __init__(self, member_id: int, key: str) -> None:
        super().__init__(f"member {member_id} crashed after writing {key}, before syncing it")
        self.member_id = member_id
        self.key = key


class SimDisk:
    """Named values per member: ``synced`` survives any crash, ``cached`` only a process crash."""

    def __init__(self, member_id: int) -> None:
        self.member_id = member_id
        self.synced: dict[str, object] = {}
        self.cached: dict[str, object] = {}
        self.trapped = False
        self.lost: dict[str, object] = {}  # what the last power loss took

    def write(self, key: str, value: object) -> None:
        """Write then sync, as the files do with a sync level above 0 — unless the trap fires in between."""
        self.cached[key] = value
        if self.trapped:
            self.trapped = False
            raise DiskCrash(self.member_id, key)
        self.synced[key] = value

    def read(self, key: str, default: T) -> T:
        value = self.cached.get(key, default)
        return value  # type: ignore[return-value]

    def lose_unsynced(self) -> None:
        """A power loss: the page cache is gone, the next start reads what was synced."""
        self.lost = {key: value for key, value in self.cached.items() if self.synced.get(key) != value}
        self.cached = dict(self.synced)


class SimNodeState:
    """node-state.dat's candidate term on a SimDisk (the CandidateTermStore votes persist in)."""

    KEY = "node-state.candidate_term_id"

    def __init__(self, disk: SimDisk) -> None:
        self._disk = disk

    @property
    def candidate_term_id(self) -> int:
        return self._disk.read(self.KEY, NULL_VALUE)

    def update_candidate_term_id(self, candidate_term_id: int, log_position: int, timestamp_ms: int) -> None:
        self._disk.write(self.KEY, candidate_term_id)

    def propose_max_candidate_term_id(
        self, candidate_term_id: int, log_position: int, timestamp_ms: int
    ) -> int:
        """Max-only, as NodeStateFile.proposeMaxCandidateTermId."""
        existing = self.candidate_term_id
        if candidate_term_id > existing:
            self.update_candidate_term_id(candidate_term_id, log_position, timestamp_ms)
            return candidate_term_id
        return existing
