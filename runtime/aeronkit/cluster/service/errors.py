"""Errors of the clustered service container.

``ClusterError`` is Java's ClusterException (io.aeron.cluster.client): a cluster-level fault the agent
records in its error log and, where Java does, survives. ``ClusterEvent`` is Java's ClusterEvent: a
warning in the same error logs. ``ClusterTerminationError`` is
service/ClusterTerminationException.java at 1.51.0: it ends the service's duty cycle, as an
AgentTerminationError does, and says whether the consensus module asked for it (a termination position
was reached) or it was unexpected (the commit-position counter vanished).
"""

from __future__ import annotations

from aeronkit.agent import AgentTerminationError
from aeronkit.errors import AeronError, AeronEvent


class ClusterError(AeronError):
    """A fault in the cluster protocol or in the container's use of it."""


class ClusterEvent(AeronEvent):
    """A cluster happening worth the error log but not a fault: a new election and its reason, a log
    truncation, a rejected session (Java's io.aeron.cluster.client.ClusterEvent, WARN unless told)."""


class ClusterTerminationError(AgentTerminationError):
    """Stops the service agent; ``is_expected`` is True when the consensus module ordered the stop."""

    def __init__(self, is_expected: bool, message: str = "") -> None:
        super().__init__(message or ("service terminated" if is_expected else "unexpected termination"))
        self.is_expected = is_expected
