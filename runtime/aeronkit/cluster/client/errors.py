"""What the cluster client raises, beside ``ClusterError`` (Java's ClusterException).

Aeron's AeronCluster throws io.aeron.security.AuthenticationException when the cluster rejects the
credentials and io.aeron.exceptions.TimeoutException when a connect or a new leader's ingress does not
come within the message timeout (aeron-cluster/src/main/java/io/aeron/cluster/client/AeronCluster.java at
1.51.0). ``ClusterError`` itself lives with the service container, which raised it first; it is re-exported
here so client code imports every error from one place, with ``ClusterEvent`` (the warnings members record).
"""

from __future__ import annotations

from aeronkit.cluster.service.errors import ClusterError, ClusterEvent

__all__ = ["AuthenticationError", "ClusterError", "ClusterEvent", "ClusterTimeoutError"]


class AuthenticationError(ClusterError):
    """The cluster answered AUTHENTICATION_REJECTED; the message is the cluster's detail."""


class ClusterTimeoutError(ClusterError, TimeoutError):
    """The connect (or a step of it) did not complete within ``aeron.cluster.message.timeout``."""
