"""The real clustered service container in the whole-cluster simulation (whole_cluster.py): our
``ClusteredServiceContainer``, launched invoked (no thread; its agent runs one duty cycle per scheduler
step) on the member's invoker-mode Aeron client and the simulation's clock, running a service that echoes
every client message to its session (the bundled EchoService) and records what it applied.

The scripted ``ServiceStub`` speaks the consensus-module <-> service protocol itself; the container brings
what a user's service really runs on: the service agent's start and recovery (the recovery counter, the
log replay after a restart), the bounded log adapter that never reads past the commit position, client
sessions whose response publications the leader's container connects, and the role changes. ``applied``
has the stub's shape, so every check of the simulation reads both alike.

What it applied is its state, and it snapshots it: at a snapshot the whole ``applied`` list goes into the
snapshot recording as one message after the container's records, and a restarted container loads it back
before replaying the log from the snapshot's position, so a member recovered from a snapshot must end with
the same history as one that replayed its whole log.
"""

from __future__ import annotations

import struct
from collections.abc import Callable
from pathlib import Path

from cm_harness import Applied

from aeronkit.client import Aeron, FragmentAssembler
from aeronkit.client.header import Header
from aeronkit.client.image import Image
from aeronkit.client.publication import ExclusivePublication
from aeronkit.clock import ManualClock
from aeronkit.cluster.samples.echo_service import EchoService
from aeronkit.cluster.service.client_session import Buffer, ClientSession
from aeronkit.cluster.service.clustered_service import Cluster
from aeronkit.cluster.service.container import ClusteredServiceContainer
from aeronkit.cluster.service.container import Context as ServiceContext
from aeronkit.cluster.service.errors import ClusterError
from aeronkit.codecs.cluster import CloseReason, ClusterTimeUnit
from aeronkit.constants import NULL_VALUE
from aeronkit.idle import IdleStrategy

KINDS = ("open", "close", "message", "timer", "term")
_COUNT = struct.Struct("<i")
_RECORD = struct.Struct("<Bqqqi")  # kind index, session or term id, timestamp, position, payload length
CHUNK = 4_096
"""The snapshot state goes in messages of at most this many bytes (within any term's max message length)."""
SNAPSHOT_POLLS = 10_000
"""Polls (or offers) the service makes for its snapshot state before it gives up. Each idle between them
steps the member's driver and archive (``StepMedia``): one thread runs every agent, and the archive must
replay (or record) the snapshot while the service waits, as it would on its own thread. A run where it
does not fails with the container's error rather than hanging."""


class StepMedia:
    """The service container's idle strategy: an idle steps the member's driver, archive client and archive,
    so a service blocked in ``on_start`` or ``on_take_snapshot`` lets them move its snapshot."""

    def __init__(self, media: Callable[[], list[Callable[[], int]]]) -> None:
        self.media = media

    def idle(self, work_count: int) -> None:
        if work_count <= 0:
            for step in self.media():
                step()

    def reset(self) -> None:
        """Nothing to reset."""


def encode_applied(applied: list[Applied]) -> bytes:
    """The snapshot form of a history: a count, then each record's fields and payload (offered in
    ``CHUNK``-byte messages after a message holding the total length)."""
    parts = [_COUNT.pack(len(applied))]
    for a in applied:
        parts.append(_RECORD.pack(KINDS.index(a.kind), a.cluster_session_id, a.timestamp, a.position,
                                  len(a.payload)))
        parts.append(a.payload)
    return b"".join(parts)


def decode_applied(data: bytes) -> list[Applied]:
    (count,) = _COUNT.unpack_from(data)
    offset = _COUNT.size
    applied = []
    for _ in range(count):
        kind, session, timestamp, position, length = _RECORD.unpack_from(data, offset)
        offset += _RECORD.size
        applied.append(Applied(KINDS[kind], session, timestamp, data[offset:offset + length], position))
        offset += length
    return applied


class RecordingEchoService(EchoService):
    """The bundled EchoService (each client message back to its session), recording an ``Applied`` for
    every log event it is given."""

    def __init__(self) -> None:
        super().__init__()
        self.applied: list[Applied] = []
        self.restored = 0
        """How many records of ``applied`` came from a snapshot."""

    def on_start(self, cluster: Cluster, snapshot_image: Image | None) -> None:
        super().on_start(cluster, snapshot_image)
        if snapshot_image is None:
            return
        chunks: list[bytes] = []

        def on_chunk(buffer: Buffer, offset: int, length: int, header: Header) -> None:
            chunks.append(bytes(memoryview(buffer)[offset:offset + length]))

        assembler = FragmentAssembler(on_chunk)
        for _ in range(SNAPSHOT_POLLS):
            if snapshot_image.poll(assembler, 10) == 0:
                cluster.idle()
            if chunks and sum(map(len, chunks[1:])) >= _COUNT.unpack(chunks[0])[0]:
                self.applied = decode_applied(b"".join(chunks[1:]))
                self.restored = len(self.applied)
                return
        raise ClusterError(f"the snapshot's state was not in its image after {SNAPSHOT_POLLS} polls")

    def on_take_snapshot(self, snapshot_publication: ExclusivePublication) -> None:
        assert self.cluster is not None
        state = encode_applied(self.applied)
        messages = [_COUNT.pack(len(state))] + [state[i:i + CHUNK] for i in range(0, len(state), CHUNK)]
        for message in messages:
            for _ in range(SNAPSHOT_POLLS):
                if snapshot_publication.offer(message) > 0:
                    break
                self.cluster.idle()
            else:
                raise ClusterError(f"the snapshot publication took no state in {SNAPSHOT_POLLS} offers")

    def _position(self) -> int:
        return NULL_VALUE if self.cluster is None else self.cluster.log_position

    def on_session_open(self, session: ClientSession, timestamp: int) -> None:
        self.applied.append(Applied("open", session.id, timestamp, b"", self._position()))

    def on_session_close(self, session: ClientSession, timestamp: int, close_reason: CloseReason | int
                         ) -> None:
        reason = bytes([int(close_reason)])
        self.applied.append(Applied("close", session.id, timestamp, reason, self._position()))

    def on_session_message(self, session: ClientSession | None, timestamp: int, buffer: Buffer, offset: int,
                           length: int, header: Header) -> None:
        payload = bytes(memoryview(buffer)[offset:offset + length])
        session_id = NULL_VALUE if session is None else session.id
        self.applied.append(Applied("message", session_id, timestamp, payload, header.position))
        super().on_session_message(session, timestamp, buffer, offset, length, header)

    def on_timer_event(self, correlation_id: int, timestamp: int) -> None:
        self.applied.append(
            Applied("timer", NULL_VALUE, timestamp, struct.pack("<q", correlation_id), self._position()))

    def on_new_leadership_term_event(self, leadership_term_id: int, log_position: int, timestamp: int,
                                     term_base_log_position: int, leader_member_id: int, log_session_id: int,
                                     time_unit: ClusterTimeUnit | int, app_version: int) -> None:
        self.applied.append(Applied("term", leadership_term_id, timestamp, b"", log_position))


class RealService:
    """A member's container and its recording service, with ServiceStub's stepping surface."""

    def __init__(self, aeron: Aeron, cluster_dir: Path, clock: ManualClock, idle_strategy: IdleStrategy
                 ) -> None:
        self.aeron = aeron
        self.service = RecordingEchoService()
        self.errors: list[BaseException] = []
        """What the container reported (its error handler)."""
        self.container = ClusteredServiceContainer.launch_invoked(ServiceContext(
            aeron=aeron,
            cluster_dir=str(cluster_dir),
            clustered_service=self.service,
            nano_clock=clock,
            epoch_clock=clock,
            idle_strategy=idle_strategy,
            error_handler=self.errors.append,
        ))

    @property
    def applied(self) -> list[Applied]:
        return self.service.applied

    @property
    def log_image(self) -> Image | None:
        """The log image the container is applying, if it has joined one."""
        return self.container.agent.log_adapter.image

    @property
    def log_position(self) -> int:
        """How far the container has applied its log image (0 before it has joined one)."""
        image = self.log_image
        return 0 if image is None else image.position

    def do_work(self) -> int:
        invoker = self.container.invoker
        assert invoker is not None
        return 0 if invoker.is_closed else invoker.invoke()

    def close(self) -> None:
        self.container.close()
        self.aeron.close()
