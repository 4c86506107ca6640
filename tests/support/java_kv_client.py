"""A support.kv_cluster.KvClient on Aeron Java's client: one ClusterClientPeer JVM (tests/cluster/java_peers)
holding one cluster session at a time, whichever implementation runs the members.

How the Java client's replies map to outcomes (ClusterClientPeer.request, tests/cluster/java_peers):

* ``ok: true``                             -> ok, with the reply's outputs;
* ``error: "offer <CODE>"``                -> fail: ``AeronCluster.offer`` returned a negative result, the
  message was never appended to the ingress publication;
* ``error: "...IllegalStateException: not connected"`` -> fail: thrown before anything is offered;
* ``error: "no reply"`` or any other error -> info: the request may be in the log (a reply lost with a leader,
  a session closed while waiting);
* no JSON line within the Python-side deadline -> info, and the client is replaced (``broken``).

A reply is matched by op code and a request id unique within the client's JVM, so a late reply to an earlier
``info`` request can never be taken for the answer to a later one (it is printed as an unmatched ``message``
event instead).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from support.history import EventType
from support.java_cluster import JavaClusterClient
from support.kv_cluster import Outcome

REPLY_TIMEOUT_MS = 2_000
"""How long ClusterClientPeer waits for a reply before it reports ``no reply`` (an ``info``)."""

CONNECT_TIMEOUT_MS = 5_000
"""AeronCluster's message timeout: how long a ``connect`` may take before the client gives up."""

JVM_SLACK_S = 30.0
"""Added to the Java client's own deadlines before Python declares it unresponsive: a JVM on a loaded
two-core machine may stall for seconds (GC, scheduling) without anything being wrong."""

NOT_CONNECTED = "java.lang.IllegalStateException: not connected"


class JavaPeerKvClient:
    """One ClusterClientPeer JVM holding one session at a time."""

    def __init__(self, peer: JavaClusterClient) -> None:
        self.peer = peer
        self._connected = False
        self._closed_seen = 0

    @property
    def connected(self) -> bool:
        return self._connected and len(self.peer.events_named("closed")) == self._closed_seen

    def connect(self) -> bool:
        reply = self._command("connect", CONNECT_TIMEOUT_MS)
        self._connected = reply is not None and bool(reply.get("ok"))
        self._closed_seen = len(self.peer.events_named("closed"))
        return self._connected

    def put(self, key: int, value: int) -> Outcome:
        return self._request(f"put {key} {value}", lambda r: Outcome(EventType.OK, previous=r["previous"]))

    def get(self, key: int) -> Outcome:
        return self._request(f"get {key}", lambda r: Outcome(EventType.OK, value=r["value"]))

    def cas(self, key: int, expected: int, new: int) -> Outcome:
        return self._request(f"cas {key} {expected} {new}",
                             lambda r: Outcome(EventType.OK, swapped=r["swapped"], current=r["current"]))

    def _command(self, line: str, own_timeout_ms: int) -> dict[str, Any] | None:
        """The peer's result for `line`, or None when it printed none in time (it is then unusable)."""
        try:
            return self.peer.command(line, timeout_s=2 * own_timeout_ms / 1000 + JVM_SLACK_S)
        except AssertionError:
            self._connected = False
            return None

    def _request(self, line: str, decode: Callable[[dict[str, Any]], Outcome]) -> Outcome:
        reply = self._command(line, REPLY_TIMEOUT_MS)
        if reply is None:
            return Outcome(EventType.INFO, error="client did not answer", broken=True)
        if reply.get("ok"):
            return decode(reply)
        error = str(reply.get("error"))
        if error == NOT_CONNECTED:
            self._connected = False
            return Outcome(EventType.FAIL, error=error)
        if error.startswith("offer "):
            return Outcome(EventType.FAIL, error=error)
        return Outcome(EventType.INFO, error=error)

    def close(self) -> None:
        self.peer.stop()
