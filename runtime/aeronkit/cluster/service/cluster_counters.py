"""Cluster counters a service container finds or allocates, keyed by cluster id (and service id).

Several clusters may share one media driver, so each cluster counter's key starts with the cluster id
(int32 @0) and a service's own counters add the service id (int32 @4). A container finds the consensus
module's commit-position counter (type 203) this way and allocates its error counter (type 215). Labels
end in `` - clusterId=<c>`` (and `` serviceId=<s>``) as Java writes them, so AeronStat shows the same text
(aeron-cluster/src/main/java/io/aeron/cluster/service/ClusterCounters.java at 1.51.0).
"""

from __future__ import annotations

import struct

from aeronkit import __version__
from aeronkit.client.counter import Counter
from aeronkit.cluster.recovery_state import CounterAllocator
from aeronkit.concurrent.counters import NULL_COUNTER_ID, CountersReader
from aeronkit.counter_types import CounterTypeId
from aeronkit.interop.java import aeron_version

CLUSTER_ID_LABEL_SUFFIX = " - clusterId="
SERVICE_ID_SUFFIX = " serviceId="
SERVICE_ERROR_COUNTER_NAME = "Cluster Container Errors"
_VERSION_INFO = f" version={'.'.join(map(str, aeron_version()))} commit=aeronkit-{__version__}"
_I32 = struct.Struct("<i")
_SERVICE_KEY = struct.Struct("<ii")


def find(counters: CountersReader, type_id: int, cluster_id: int) -> int:
    """The first allocated counter of ``type_id`` whose key starts with ``cluster_id``, else
    NULL_COUNTER_ID (ClusterCounters.find)."""
    for counter_id, counter_type in counters.allocated_ids():
        if (
            counter_type == type_id
            and _I32.unpack_from(counters.get_counter_key(counter_id))[0] == cluster_id
        ):
            return counter_id
    return NULL_COUNTER_ID


def service_counter_label(name: str, cluster_id: int, service_id: int) -> str:
    return f"{name}{CLUSTER_ID_LABEL_SUFFIX}{cluster_id}{SERVICE_ID_SUFFIX}{service_id}"


def allocate_service_counter(
    aeron: CounterAllocator, name: str, type_id: int, cluster_id: int, service_id: int
) -> Counter:
    """A counter of one service of one cluster (ClusterCounters.allocateServiceCounter)."""
    return aeron.add_counter(
        type_id,
        service_counter_label(name, cluster_id, service_id),
        _SERVICE_KEY.pack(cluster_id, service_id),
    )


def allocate_service_error_counter(aeron: CounterAllocator, cluster_id: int, service_id: int) -> Counter:
    """The container's error count (type 215), its label carrying the version as Aeron's does."""
    label = service_counter_label(SERVICE_ERROR_COUNTER_NAME, cluster_id, service_id) + _VERSION_INFO
    return aeron.add_counter(
        CounterTypeId.CLUSTER_CLUSTERED_SERVICE_ERROR_COUNT, label, _SERVICE_KEY.pack(cluster_id, service_id)
    )
