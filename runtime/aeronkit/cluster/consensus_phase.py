"""The consensus module agent's phase (start-up steps, running, stopping) and the error that ends its duty
cycle, after ConsensusModuleAgent.java
(aeron-cluster/src/main/java/io/aeron/cluster/ConsensusModuleAgent.java at 1.51.0), which keeps the same
facts in its state fields and ClusterTerminationException.

Kept apart so that both the agent and its start-up duties import them without importing each other.
"""

from __future__ import annotations

import enum

from aeronkit.agent import AgentTerminationError


class ClusterTermination(AgentTerminationError):
    """The module stopped: ``is_expected`` after SHUTDOWN/ABORT completed, False after a fatal error."""

    def __init__(self, reason: str, is_expected: bool) -> None:
        super().__init__(reason)
        self.is_expected = is_expected


class _Phase(enum.Enum):
    CONNECT_ARCHIVE = 1
    STOP_LAST_RECORDING = 2
    REPLICATE_STANDBY_SNAPSHOTS = 3
    PLAN_RECOVERY = 4
    RECOVERY_STATE = 5
    LOAD_SNAPSHOT = 6
    AWAIT_SERVICES = 7
    RUNNING = 8
    STOPPING = 9
