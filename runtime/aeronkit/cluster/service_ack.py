"""Service acknowledgements, and the strict order the consensus module expects them in.

Each clustered service numbers its ServiceAcks 0, 1, 2, ...: ack 0 after it started (relevant id = its
Aeron client id, or -1 if it could not start), one per JoinLog, one per SNAPSHOT action (relevant id =
the snapshot's recording id, -1 if it failed), one per RequestServiceAck and one on termination. The
consensus module keeps one queue per service and waits until the head of every queue is the ack it expects
next (``ack_id`` and ``log_position`` both); anything else at a head is a protocol error, as in
aeron-cluster/src/main/java/io/aeron/cluster/ServiceAck.java at 1.51.0 ("ack out of sequence").
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from aeronkit.constants import NULL_VALUE
from aeronkit.errors import AeronError


class ServiceAckError(AeronError):
    """A service acknowledged out of sequence, or a required ack is missing."""


@dataclass(frozen=True, slots=True)
class ServiceAck:
    ack_id: int
    log_position: int
    relevant_id: int


class ServiceAckQueues:
    """One FIFO of acks per service id."""

    def __init__(self, service_count: int) -> None:
        self._queues: list[deque[ServiceAck]] = [deque() for _ in range(service_count)]
        self._abandoned: list[set[int]] = [set() for _ in range(service_count)]

    def __len__(self) -> int:
        return len(self._queues)

    def offer(self, service_id: int, ack: ServiceAck) -> None:
        if not 0 <= service_id < len(self._queues):
            raise ServiceAckError(f"ack from serviceId={service_id} of {len(self._queues)} services")
        abandoned = self._abandoned[service_id]
        if ack.ack_id in abandoned:
            abandoned.discard(ack.ack_id)
            return
        self._queues[service_id].append(ack)

    def abandon(self, ack_id: int) -> None:
        """Nobody will wait for ack ``ack_id`` any more: drop it from each service's queue, now if it is
        there, else when it arrives. Java's module waits for a JoinLog's acks in a loop, so it never gives
        one up; ours waits across duty cycles, and an election that restarts meanwhile sends a new JoinLog
        whose ack the superseded one's must not stand in for."""
        for queue, abandoned in zip(self._queues, self._abandoned, strict=True):
            found = next((ack for ack in queue if ack.ack_id == ack_id), None)
            if found is None:
                abandoned.add(ack_id)
            else:
                queue.remove(found)

    def has_reached(self, log_position: int, ack_id: int) -> bool:
        """True when every service's oldest ack is ``(ack_id, log_position)``; a different head raises."""
        for service_id, queue in enumerate(self._queues):
            if not queue:
                return False
            head = queue[0]
            if head.ack_id != ack_id or head.log_position != log_position:
                raise ServiceAckError(
                    f"ack out of sequence: expected [ackId={ack_id}, logPosition={log_position}] vs "
                    f"received [ackId={head.ack_id}, logPosition={head.log_position}, "
                    f"relevantId={head.relevant_id}, serviceId={service_id}]"
                )
        return True

    def remove_head(self) -> None:
        for queue in self._queues:
            if queue:
                queue.popleft()

    def poll(self, log_position: int | None = None) -> list[ServiceAck]:
        """Take every service's oldest ack (each must be at ``log_position`` when one is given)."""
        acks: list[ServiceAck] = []
        for service_id, queue in enumerate(self._queues):
            ack = queue.popleft() if queue else None
            if ack is None or (log_position is not None and ack.log_position != log_position):
                raise ServiceAckError(
                    f"invalid ack for serviceId={service_id} logPosition={log_position} {ack}"
                )
            acks.append(ack)
        return acks


def missing_relevant_ids(acks: list[ServiceAck]) -> list[int]:
    """Service ids whose ack carries no relevant id (a failed start or a failed snapshot), highest first as
    Aeron reports them."""
    return [
        service_id
        for service_id in range(len(acks) - 1, -1, -1)
        if acks[service_id].relevant_id == NULL_VALUE
    ]
