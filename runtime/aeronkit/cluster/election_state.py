"""Election states and member roles, with the codes Aeron publishes in its counters.

The ordinals are the values Aeron writes to the election-state counter (type 207) and the role counter
(type 201), so a ClusterTool or a Java peer reading our counters later sees the same numbers
(upstream: aeron-cluster/src/main/java/io/aeron/cluster/ElectionState.java, Cluster.java ``Role``).
"""

from __future__ import annotations

import enum


class ElectionState(enum.IntEnum):
    INIT = 0
    CANVASS = 1
    NOMINATE = 2
    CANDIDATE_BALLOT = 3
    FOLLOWER_BALLOT = 4
    LEADER_LOG_REPLICATION = 5
    LEADER_REPLAY = 6
    LEADER_INIT = 7
    LEADER_READY = 8
    FOLLOWER_LOG_REPLICATION = 9
    FOLLOWER_REPLAY = 10
    FOLLOWER_CATCHUP_INIT = 11
    FOLLOWER_CATCHUP_AWAIT = 12
    FOLLOWER_CATCHUP = 13
    FOLLOWER_LOG_INIT = 14
    FOLLOWER_LOG_AWAIT = 15
    FOLLOWER_READY = 16
    CLOSED = 17


class Role(enum.IntEnum):
    FOLLOWER = 0
    CANDIDATE = 1
    LEADER = 2
