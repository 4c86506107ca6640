"""What the linearizability campaign needs from a cluster and its clients, so any cluster slots in.

A cluster under test runs the interop service (docs/cluster-interop-service.md) on each member and exposes
the faults the nemesis injects: it knows how its members run (processes, namespaces), the nemesis only
chooses when and where. A client is one cluster session issuing one operation at a time with a reply
deadline; it classifies every outcome as Jepsen does (support.history): ``ok`` with outputs, ``fail`` only
when the request certainly never left the client, ``info`` for everything else.

Implementations: support.java_kv_cluster (three Aeron Java members, InteropNode) and
support.aeronkit_kv_cluster (three ``aeronkit cluster-node`` members), both in network namespaces with
ClusterClientPeer clients (support.netns_kv_cluster), and the stale-read fake in
tests/cluster/linearizability.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from support.history import EventType


@dataclass(frozen=True)
class Outcome:
    """A client's result for one operation; outputs as in support.history's ok events."""

    type: EventType
    value: int | None = None
    previous: int | None = None
    swapped: bool | None = None
    current: int | None = None
    error: str | None = None
    broken: bool = False
    """The client itself is unusable (it stopped answering): the worker replaces it."""


class KvClient(Protocol):
    @property
    def connected(self) -> bool:
        """Whether the client believes it has a session (an operation may still find out otherwise)."""

    def connect(self) -> bool:
        """Open a session (blocking, bounded by the client's own timeout); False when none was opened."""

    def put(self, key: int, value: int) -> Outcome: ...

    def get(self, key: int) -> Outcome: ...

    def cas(self, key: int, expected: int, new: int) -> Outcome: ...

    def close(self) -> None:
        """Release everything; idempotent."""


class ClusterUnderTest(Protocol):
    """A running cluster whose members the nemesis may hurt one at a time."""

    @property
    def member_ids(self) -> Sequence[int]: ...

    def settings(self) -> Mapping[str, object]:
        """What a reader of a campaign's output needs to reproduce it (printed at the start)."""

    def start(self) -> None: ...

    def close(self) -> None:
        """Stop every process and remove everything the cluster created; idempotent."""

    def await_healthy(self, timeout_s: float) -> int:
        """Wait until every running member follows one active leader; return the leader's id."""

    def leader(self) -> int | None:
        """The member that currently reports itself active leader, if any (a hint, may be stale)."""

    def new_client(self) -> KvClient: ...

    def kill(self, member_id: int) -> None:
        """SIGKILL: the member loses everything not on disk."""

    def stop(self, member_id: int) -> None:
        """SIGTERM: the member shuts down in order."""

    def restart(self, member_id: int, lossy: bool = False) -> None:
        """Start a killed or stopped member again on its own directories; `lossy` makes its driver drop a
        share of the packets it receives."""

    def pause(self, member_id: int) -> None:
        """SIGSTOP the member's process."""

    def resume(self, member_id: int) -> None: ...

    def isolate(self, member_id: int) -> None:
        """Cut the member off from every other member and every client."""

    def partition(self, member_id: int) -> None:
        """Cut the member off from the other members only: clients still reach it."""

    def heal(self, member_id: int) -> None: ...
