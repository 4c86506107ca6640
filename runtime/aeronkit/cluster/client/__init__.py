"""The Aeron Cluster client: ``AeronCluster`` and its ``Context`` (io.aeron.cluster.client at Aeron 1.51.0).

```python
from aeronkit.cluster.client import AeronCluster, Context

def on_message(cluster_session_id, timestamp, buffer, offset, length, header):
    print(bytes(buffer[offset:offset + length]))

ctx = Context(ingress_channel="aeron:udp", ingress_endpoints="0=localhost:9002",
              egress_channel="aeron:udp?endpoint=localhost:0", egress_listener=on_message)
with AeronCluster.connect(ctx) as cluster:
    while cluster.offer(b"hello") < 0:
        cluster.poll_egress()
    while not cluster.is_closed:
        cluster.poll_egress()
```

docs/cluster-client.md describes the API, the connection state machine and where it differs from Java's.
"""

from aeronkit.cluster.client.aeron_cluster import AeronCluster, ClientState
from aeronkit.cluster.client.async_connect import AsyncConnect, AsyncConnectState
from aeronkit.cluster.client.context import Context
from aeronkit.cluster.client.egress_adapter import EgressAdapter
from aeronkit.cluster.client.egress_listener import (
    ControlledEgressListener,
    ControlledEgressListenerExtension,
    EgressListener,
    EgressListenerExtension,
)
from aeronkit.cluster.client.egress_poller import EgressPoller
from aeronkit.cluster.client.errors import (
    AuthenticationError,
    ClusterError,
    ClusterEvent,
    ClusterTimeoutError,
)
from aeronkit.cluster.protocol import SESSION_HEADER_LENGTH
from aeronkit.codecs.cluster import AdminRequestType, AdminResponseCode, EventCode

__all__ = [
    "SESSION_HEADER_LENGTH",
    "AdminRequestType",
    "AdminResponseCode",
    "AeronCluster",
    "AsyncConnect",
    "AsyncConnectState",
    "AuthenticationError",
    "ClientState",
    "ClusterError",
    "ClusterEvent",
    "ClusterTimeoutError",
    "Context",
    "ControlledEgressListener",
    "ControlledEgressListenerExtension",
    "EgressAdapter",
    "EgressListener",
    "EgressListenerExtension",
    "EgressPoller",
    "EventCode",
]
