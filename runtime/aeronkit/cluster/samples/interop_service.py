"""The Python twin of the interop service: a deterministic key-value store with a digest of its history.

docs/cluster-interop-service.md is the contract; tests/cluster/java_peers/InteropService.java is the Java
reading of it. Both keep a CRC-32 (zlib's) over one record per applied event
(``[kind u8][cluster session id i64][timestamp i64][payload]``), answer clients on the leader, write digest
lines (``<log position> <digest> <applied> <map size> <event>``) on a DIGEST op, after a snapshot and on
termination, and snapshot ``[digest][applied][rejected][size][(key, value) ascending]`` after the
container's END marker. Running the same client script against either gives the same digest at the same
log position; that is how aeronkit's container is compared with Aeron's.
"""

from __future__ import annotations

import enum
import struct
import zlib
from pathlib import Path

from aeronkit.client.fragment_assembler import FragmentAssembler
from aeronkit.client.header import Header
from aeronkit.client.image import Image
from aeronkit.client.publication import ExclusivePublication
from aeronkit.cluster.election_state import Role
from aeronkit.cluster.service.client_session import Buffer, ClientSession
from aeronkit.cluster.service.clustered_service import Cluster, ClusteredService
from aeronkit.cluster.service.errors import ClusterError
from aeronkit.codecs.cluster import CloseReason, ClusterTimeUnit
from aeronkit.logbuffer.results import ADMIN_ACTION, BACK_PRESSURED

OP_HEADER = struct.Struct("<Bq")
RECORD_HEADER = struct.Struct("<Bqq")
SNAPSHOT_HEADER = struct.Struct("<qqqi")
_I64 = struct.Struct("<q")
_I64X2 = struct.Struct("<qq")
_I64X3 = struct.Struct("<qqq")
_BQ = struct.Struct("<Bq")
NO_SESSION = -1
ABSENT = -1
EGRESS_RETRY_NS = 5_000_000_000
"""How long a reply is retried on back pressure before it is dropped (egress is not state)."""
_RETRY = (BACK_PRESSURED, ADMIN_ACTION)
_MILLIS_TO_UNIT = {ClusterTimeUnit.MILLIS: 1, ClusterTimeUnit.MICROS: 1_000, ClusterTimeUnit.NANOS: 1_000_000}


class Op(enum.IntEnum):
    ECHO = 1
    PUT = 2
    GET = 3
    CAS = 4
    TIMER = 5
    CANCEL = 6
    SERVICE = 7
    SERVICE_APPLIED = 8
    CLOSE = 9
    DIGEST = 10


class Kind(enum.IntEnum):
    SESSION_OPEN = 1
    SESSION_CLOSE = 2
    SESSION_MESSAGE = 3
    TIMER = 4
    SERVICE_MESSAGE = 5


class InteropService(ClusteredService):
    """The interop service (digest, key-value ops, timers, service messages, snapshot)."""

    def __init__(self) -> None:
        self.map: dict[int, int] = {}
        self.digest = 0
        self.applied = 0
        self.rejected = 0
        self._cluster: Cluster | None = None

    @property
    def cluster(self) -> Cluster:
        if self._cluster is None:
            raise ClusterError("the interop service has not been started")
        return self._cluster

    # -- ClusteredService -----------------------------------------------------------------------------------

    def on_start(self, cluster: Cluster, snapshot_image: Image | None) -> None:
        self._cluster = cluster
        if snapshot_image is not None:
            self._load_snapshot(snapshot_image)

    def on_session_open(self, session: ClientSession, timestamp: int) -> None:
        self._record(Kind.SESSION_OPEN, session.id, timestamp)

    def on_session_close(
        self, session: ClientSession, timestamp: int, close_reason: CloseReason | int
    ) -> None:
        self._record(Kind.SESSION_CLOSE, session.id, timestamp, bytes([int(close_reason) & 0xFF]))

    def on_session_message(
        self,
        session: ClientSession | None,
        timestamp: int,
        buffer: Buffer,
        offset: int,
        length: int,
        header: Header,
    ) -> None:
        message = memoryview(buffer)[offset : offset + length]
        if session is None:
            self._record(Kind.SERVICE_MESSAGE, NO_SESSION, timestamp, message)
            return
        self._record(Kind.SESSION_MESSAGE, session.id, timestamp, message)
        if length < OP_HEADER.size:
            self.rejected += 1
            return
        op, request_id = OP_HEADER.unpack_from(message)
        body = message[OP_HEADER.size :]
        if op == Op.ECHO:
            self._respond(session, message)
        elif op == Op.PUT and len(body) >= 16:
            key, value = _I64X2.unpack_from(body)
            previous = self.map.get(key, ABSENT)
            self.map[key] = value
            self._reply(session, op, request_id, _I64.pack(previous))
        elif op == Op.GET and len(body) >= 8:
            (key,) = _I64.unpack_from(body)
            self._reply(session, op, request_id, _I64.pack(self.map.get(key, ABSENT)))
        elif op == Op.CAS and len(body) >= 24:
            key, expected, new = _I64X3.unpack_from(body)
            ok = self.map.get(key, ABSENT) == expected
            if ok:
                self.map[key] = new
            self._reply(session, op, request_id, _BQ.pack(ok, self.map.get(key, ABSENT)))
        elif op == Op.TIMER and len(body) >= 16:
            correlation_id, delay_ms = _I64X2.unpack_from(body)
            cluster = self.cluster
            delay = delay_ms * _MILLIS_TO_UNIT[cluster.time_unit or ClusterTimeUnit.MILLIS]
            ok = cluster.schedule_timer(correlation_id, cluster.time + delay)
            self._reply(session, op, request_id, bytes([ok]))
        elif op == Op.CANCEL and len(body) >= 8:
            ok = self.cluster.cancel_timer(_I64.unpack_from(body)[0])
            self._reply(session, op, request_id, bytes([ok]))
        elif op == Op.SERVICE:
            self._offer_service_message(request_id, body)
        elif op == Op.CLOSE:
            self.cluster.close_client_session(session.id)
        elif op == Op.DIGEST:
            self._append_digest_line("digest")
            self._reply(session, op, request_id, _I64X2.pack(self.digest, self.applied))
        else:
            self.rejected += 1

    def on_timer_event(self, correlation_id: int, timestamp: int) -> None:
        self._record(Kind.TIMER, NO_SESSION, timestamp, _I64.pack(correlation_id))

    def on_take_snapshot(self, snapshot_publication: ExclusivePublication) -> None:
        state = SNAPSHOT_HEADER.pack(self.digest, self.applied, self.rejected, len(self.map)) + b"".join(
            _I64X2.pack(key, self.map[key]) for key in sorted(self.map)
        )
        idle = self.cluster.idle_strategy
        idle.reset()
        while True:
            result = snapshot_publication.offer(state)
            if result > 0:
                break
            if result not in _RETRY:
                raise ClusterError(f"snapshot offer failed: {result}")
            idle.idle()
        self._append_digest_line("snapshot")

    def on_role_change(self, new_role: Role) -> None:
        return None

    def on_terminate(self, cluster: Cluster) -> None:
        self._append_digest_line("terminate")

    # -- state ----------------------------------------------------------------------------------------------

    def _record(self, kind: Kind, cluster_session_id: int, timestamp: int, payload: Buffer = b"") -> None:
        crc = zlib.crc32(RECORD_HEADER.pack(kind, cluster_session_id, timestamp), self.digest)
        self.digest = zlib.crc32(payload, crc)
        self.applied += 1

    def _load_snapshot(self, image: Image) -> None:
        loaded: list[bool] = []

        def on_state(buffer: Buffer, offset: int, length: int, header: Header) -> None:
            if loaded:
                return
            data = memoryview(buffer)[offset : offset + length]
            self.digest, self.applied, self.rejected, size = SNAPSHOT_HEADER.unpack_from(data)
            self.map = dict(_I64X2.iter_unpack(data[SNAPSHOT_HEADER.size : SNAPSHOT_HEADER.size + 16 * size]))
            loaded.append(True)

        assembler = FragmentAssembler(on_state)
        idle = self.cluster.idle_strategy
        idle.reset()
        while not loaded:
            fragments = image.poll(assembler, 1)
            if fragments == 0 and (image.is_closed or image.is_end_of_stream):
                raise ClusterError("snapshot ended before the interop service state")
            idle.idle(fragments)

    def _append_digest_line(self, event: str) -> None:
        cluster = self.cluster
        line = f"{cluster.log_position} {self.digest} {self.applied} {len(self.map)} {event}\n"
        path = Path(cluster.context.cluster_dir) / f"interop-digest-{cluster.context.service_id}.txt"
        with path.open("a", encoding="ascii") as out:
            out.write(line)

    # -- egress ---------------------------------------------------------------------------------------------

    def _reply(self, session: ClientSession, op: int, request_id: int, body: bytes) -> None:
        self._respond(session, OP_HEADER.pack(op, request_id) + body)

    def _respond(self, session: ClientSession, message: Buffer) -> None:
        """Replies are not state: retried on back pressure for a while, then dropped."""
        cluster = self.cluster
        clock = cluster.context.nano_clock
        deadline = clock.nano_time() + EGRESS_RETRY_NS
        idle = cluster.idle_strategy
        idle.reset()
        while session.offer(message) in _RETRY and clock.nano_time() - deadline <= 0:
            idle.idle()

    def _offer_service_message(self, request_id: int, body: Buffer) -> None:
        message = OP_HEADER.pack(Op.SERVICE_APPLIED, request_id) + bytes(body)
        idle = self.cluster.idle_strategy
        idle.reset()
        while True:
            result = self.cluster.offer(message)
            if result > 0:
                return
            if result not in _RETRY:
                raise ClusterError(f"service message offer failed: {result}")
            idle.idle()
