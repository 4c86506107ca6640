"""The consensus module agent's read-only views every duty mixin shares: the archive request queue, the
archive id, whether a snapshot is being taken and the log recording's append position.

Moved out of ``ConsensusModuleAgent``
(aeron-cluster/src/main/java/io/aeron/cluster/ConsensusModuleAgent.java at 1.51.0) so each duty mixin
inherits them as properties: a bare class-level annotation cannot declare a read-only attribute that the
agent later overrides with a property.
"""

from __future__ import annotations

from aeronkit.archive.client import AeronArchive
from aeronkit.client.aeron import Aeron
from aeronkit.cluster.archive_requests import ArchiveRequests
from aeronkit.cluster.protocol import ConsensusModuleState
from aeronkit.cluster.recovery_plan import RecoveryPlan

S = ConsensusModuleState


class _AppendPosition:
    """Aeron's ReadableCounter over the log recording's rec-pos counter."""

    def __init__(self, counter_id: int, registration_id: int) -> None:
        self.counter_id = counter_id
        self.registration_id = registration_id


class ModuleViews:
    """The properties the duty mixins read; the attributes they read are declared, without values, below."""

    _append_position: _AppendPosition | None
    _archive: AeronArchive | None
    _requests: ArchiveRequests | None
    aeron: Aeron
    log_recording_stop_position: int
    recovery_plan: RecoveryPlan | None
    state: ConsensusModuleState

    @property
    def archive_requests(self) -> ArchiveRequests:
        assert self._requests is not None
        return self._requests

    @property
    def archive_id(self) -> int:
        assert self._archive is not None
        return self._archive.archive_id

    @property
    def is_taking_snapshot(self) -> bool:
        return self.state is S.SNAPSHOT

    @property
    def append_position(self) -> int:
        """The log recording's recorded position, else where it stopped (the election's append position)."""
        if self._append_position is not None:
            return self.aeron.counters_reader.get_counter_value(self._append_position.counter_id)
        plan_position = self.recovery_plan.appended_log_position if self.recovery_plan else 0
        return max(plan_position, self.log_recording_stop_position)
