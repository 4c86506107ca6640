"""The consensus module's counters in cnc.dat: type ids, keys and labels that Java's tools understand.

(The lookup by type and cluster id, and the counters a service container allocates, are in
``aeronkit.cluster.service.cluster_counters``, where Aeron keeps ClusterCounters.)

Aeron's cluster counters (aeron-cluster/src/main/java/io/aeron/cluster/service/ClusterCounters.java and
ConsensusModule.Context.conclude at 1.51.0) carry the cluster id as an int32 key, so several clusters can
share one driver, and a label ``<name> - clusterId=<id>``. Java's AeronStat prints them, ClusterTool
``is-leader`` reads the role (201) and election state (207), ClusterControl and ClusterTool ``snapshot``
find the control toggle (202) by type and cluster id, and a clustered service finds the commit position
(203) and the recovery state (204) the same way. The per-session counter (241) has a 12-byte key: cluster
id i32, then the cluster session id i64.

Counters are added through the client without waiting (``async_add_counter``) when a duty cycle needs
one, and collected on a later cycle; ``ConsensusModule`` adds the long-lived ones once at start.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from typing import Protocol

from aeronkit.cluster.service.cluster_counters import CLUSTER_ID_LABEL_SUFFIX
from aeronkit.concurrent.counters import REFERENCE_ID_OFFSET, CountersReader
from aeronkit.counter_types import CounterTypeId

SESSION_LABEL_PREFIX = "cluster-session: "
"""ClusterSession.addSessionCounter: the label of a session counter starts with this."""

_CLUSTER_KEY = struct.Struct("<i")
_SESSION_KEY = struct.Struct("<iq")


def cluster_key(cluster_id: int) -> bytes:
    return _CLUSTER_KEY.pack(cluster_id)


def cluster_label(name: str, cluster_id: int) -> str:
    """``<name> - clusterId=<id>`` as ClusterCounters.allocate writes it."""
    return f"{name}{CLUSTER_ID_LABEL_SUFFIX}{cluster_id}"


def session_key(cluster_id: int, cluster_session_id: int) -> bytes:
    return _SESSION_KEY.pack(cluster_id, cluster_session_id)


def session_label(session_info: str, cluster_id: int) -> str:
    return f"{SESSION_LABEL_PREFIX}{session_info}{CLUSTER_ID_LABEL_SUFFIX}{cluster_id}"


class _Values(Protocol):
    def compare_and_set_int64(self, offset: int, expected: int, desired: int) -> bool: ...

    def put_int64(self, offset: int, value: int) -> None: ...


def compare_and_set(values: _Values, counter_id: int, expected: int, desired: int) -> bool:
    """An atomic compare-and-set on a counter's value (Agrona AtomicCounter.compareAndSet), which the
    control toggle needs: an admin request and ClusterTool race for it."""
    return values.compare_and_set_int64(CountersReader.counter_offset(counter_id), expected, desired)


def set_reference_id(values: _Values, counter_id: int, reference_id: int) -> None:
    """AeronCounters.setReferenceId: a session counter names its response publication's registration id."""
    values.put_int64(CountersReader.counter_offset(counter_id) + REFERENCE_ID_OFFSET, reference_id)


@dataclass(frozen=True)
class CounterSpec:
    """One long-lived consensus module counter: its type and the name in its label."""

    type_id: CounterTypeId
    name: str


MODULE_STATE = CounterSpec(CounterTypeId.CLUSTER_CONSENSUS_MODULE_STATE, "Consensus Module state")
ELECTION_STATE = CounterSpec(CounterTypeId.CLUSTER_ELECTION_STATE, "Cluster election state")
ELECTION_COUNT = CounterSpec(CounterTypeId.CLUSTER_ELECTION_COUNT, "Cluster election count")
LEADERSHIP_TERM_ID = CounterSpec(CounterTypeId.CLUSTER_LEADERSHIP_TERM_ID, "Cluster leadership term id")
NODE_ROLE = CounterSpec(CounterTypeId.CLUSTER_NODE_ROLE, "Cluster node role")
COMMIT_POSITION = CounterSpec(CounterTypeId.CLUSTER_COMMIT_POSITION, "Cluster commit-pos:")
CONTROL_TOGGLE = CounterSpec(CounterTypeId.CLUSTER_CONTROL_TOGGLE, "Cluster control toggle")
NODE_CONTROL_TOGGLE = CounterSpec(CounterTypeId.NODE_CONTROL_TOGGLE, "Node control toggle")
SNAPSHOT_COUNT = CounterSpec(CounterTypeId.CLUSTER_SNAPSHOT_COUNTER, "Cluster snapshot count")
STANDBY_SNAPSHOTS_RECEIVED = CounterSpec(
    CounterTypeId.CLUSTER_STANDBY_SNAPSHOT_COUNTER, "Cluster standby snapshots received"
)
"""Only allocated when the module accepts standby snapshots (ConsensusModule.Context.conclude)."""
TIMED_OUT_CLIENTS = CounterSpec(CounterTypeId.CLUSTER_CLIENT_TIMEOUT_COUNT, "Cluster timed out client count")
ERRORS = CounterSpec(CounterTypeId.CLUSTER_CONSENSUS_MODULE_ERROR_COUNT, "Cluster Errors")
MAX_CYCLE_TIME = CounterSpec(CounterTypeId.CLUSTER_MAX_CYCLE_TIME, "Cluster max cycle time in ns")
CYCLE_TIME_THRESHOLD_EXCEEDED = CounterSpec(
    CounterTypeId.CLUSTER_CYCLE_TIME_THRESHOLD_EXCEEDED, "Cluster work cycle time exceeded count: threshold="
)
"""Its label ends with ``aeron.cluster.cycle.threshold`` formatted as Java's SystemUtil.formatDuration."""
