"""The interop service's messages in Python: one home for its op codes, encoders and reply decoders.

docs/cluster-interop-service.md is the contract; the Java service
(tests/cluster/java_peers/InteropService.java), the Java client (ClusterClientPeer.java) and aeronkit's twin
(aeronkit.cluster.samples.interop_service) all speak it. Tests that drive a cluster from Python encode
requests and decode replies here, and compute the digest of a known event sequence with
:func:`digest_record`.
"""

from __future__ import annotations

import enum
import struct
import zlib
from dataclasses import dataclass

OP_HEADER = struct.Struct("<Bq")
"""Every ingress message and every reply starts with ``[op u8][request_id i64]``."""

RECORD_HEADER = struct.Struct("<Bqq")
"""A digest record before its payload: ``[kind u8][cluster_session_id i64][timestamp i64]``."""

NO_SESSION = -1
"""cluster_session_id of the digest records of events without a client session (timers, service messages)."""

ABSENT = -1
"""The value PUT, GET and CAS report for a key that is not in the map."""

_I64 = struct.Struct("<q")
_I64X2 = struct.Struct("<qq")
_I64X3 = struct.Struct("<qqq")
_SNAPSHOT_HEADER = struct.Struct("<qqqi")


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
    """What a digest record stands for."""

    SESSION_OPEN = 1
    SESSION_CLOSE = 2
    SESSION_MESSAGE = 3
    TIMER = 4
    SERVICE_MESSAGE = 5


# -- requests -----------------------------------------------------------------------------------------


def echo(request_id: int, body: bytes = b"") -> bytes:
    return OP_HEADER.pack(Op.ECHO, request_id) + body


def put(request_id: int, key: int, value: int) -> bytes:
    return OP_HEADER.pack(Op.PUT, request_id) + _I64X2.pack(key, value)


def get(request_id: int, key: int) -> bytes:
    return OP_HEADER.pack(Op.GET, request_id) + _I64.pack(key)


def cas(request_id: int, key: int, expected: int, new: int) -> bytes:
    return OP_HEADER.pack(Op.CAS, request_id) + _I64X3.pack(key, expected, new)


def timer(request_id: int, correlation_id: int, delay_ms: int) -> bytes:
    return OP_HEADER.pack(Op.TIMER, request_id) + _I64X2.pack(correlation_id, delay_ms)


def cancel(request_id: int, correlation_id: int) -> bytes:
    return OP_HEADER.pack(Op.CANCEL, request_id) + _I64.pack(correlation_id)


def service(request_id: int, body: bytes = b"") -> bytes:
    return OP_HEADER.pack(Op.SERVICE, request_id) + body


def service_applied(request_id: int, body: bytes = b"") -> bytes:
    """The service message a SERVICE op makes the service offer (what its digest record's payload is)."""
    return OP_HEADER.pack(Op.SERVICE_APPLIED, request_id) + body


def close(request_id: int) -> bytes:
    return OP_HEADER.pack(Op.CLOSE, request_id)


def digest(request_id: int) -> bytes:
    return OP_HEADER.pack(Op.DIGEST, request_id)


# -- replies ------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Reply:
    """A decoded egress reply.

    ``value`` is PUT's previous, GET's value, CAS's current value or DIGEST's digest; ``ok`` is CAS's swapped,
    TIMER's scheduled or CANCEL's cancelled; ``applied`` is DIGEST's event count; ``body`` is ECHO's bytes.
    """

    op: Op
    request_id: int
    value: int | None = None
    ok: bool | None = None
    applied: int | None = None
    body: bytes = b""


_REPLY_LENGTH = {Op.PUT: 8, Op.GET: 8, Op.CAS: 9, Op.TIMER: 1, Op.CANCEL: 1, Op.DIGEST: 16}


def decode_reply(message: bytes) -> Reply:
    """Decode one egress payload of the interop service; ValueError names what is wrong with it."""
    if len(message) < OP_HEADER.size:
        raise ValueError(
            f"interop reply of {len(message)} bytes is shorter than the {OP_HEADER.size}-byte header")
    raw_op, request_id = OP_HEADER.unpack_from(message)
    try:
        op = Op(raw_op)
    except ValueError:
        raise ValueError(f"interop reply at offset 0: unknown op {raw_op}") from None
    body = message[OP_HEADER.size:]
    if op is Op.ECHO:
        return Reply(op, request_id, body=body)
    want = _REPLY_LENGTH.get(op)
    if want is None:
        raise ValueError(f"interop reply at offset 0: op {op.name} has no reply")
    if len(body) != want:
        raise ValueError(f"interop {op.name} reply body is {len(body)} bytes, expected {want}")
    if op in (Op.PUT, Op.GET):
        return Reply(op, request_id, value=_I64.unpack_from(body)[0])
    if op is Op.CAS:
        return Reply(op, request_id, ok=body[0] != 0, value=_I64.unpack_from(body, 1)[0])
    if op in (Op.TIMER, Op.CANCEL):
        return Reply(op, request_id, ok=body[0] != 0)
    digest_value, applied = _I64X2.unpack(body)
    return Reply(op, request_id, value=digest_value, applied=applied)


def encode_reply(reply: Reply) -> bytes:
    """The bytes a service sends for `reply` (the inverse of :func:`decode_reply`)."""
    head = OP_HEADER.pack(reply.op, reply.request_id)
    if reply.op is Op.ECHO:
        return head + reply.body
    if reply.op in (Op.PUT, Op.GET):
        return head + _I64.pack(_required(reply.value))
    if reply.op is Op.CAS:
        return head + bytes([1 if reply.ok else 0]) + _I64.pack(_required(reply.value))
    if reply.op in (Op.TIMER, Op.CANCEL):
        return head + bytes([1 if reply.ok else 0])
    if reply.op is Op.DIGEST:
        return head + _I64X2.pack(_required(reply.value), _required(reply.applied))
    raise ValueError(f"op {reply.op.name} has no reply")


def _required(value: int | None) -> int:
    if value is None:
        raise ValueError("reply field missing")
    return value


# -- digest, digest lines, snapshot -------------------------------------------------------------------


def digest_record(crc: int, kind: Kind, cluster_session_id: int, timestamp: int, payload: bytes = b"") -> int:
    """The digest after one more event: zlib's CRC-32 continued over the event's record."""
    return zlib.crc32(payload, zlib.crc32(RECORD_HEADER.pack(kind, cluster_session_id, timestamp), crc))


@dataclass(frozen=True)
class DigestLine:
    """One line of ``interop-digest-<service id>.txt``."""

    position: int
    digest: int
    applied: int
    map_size: int
    event: str

    @classmethod
    def parse(cls, line: str) -> DigestLine:
        fields = line.split()
        if len(fields) != 5 or fields[4] not in ("digest", "snapshot", "terminate"):
            raise ValueError(f"not an interop digest line: {line!r}")
        return cls(int(fields[0]), int(fields[1]), int(fields[2]), int(fields[3]), fields[4])

    def format(self) -> str:
        return f"{self.position} {self.digest} {self.applied} {self.map_size} {self.event}\n"


@dataclass(frozen=True)
class SnapshotState:
    """The interop service's part of a service snapshot (after the END marker)."""

    digest: int
    applied: int
    rejected: int
    entries: dict[int, int]

    def encode(self) -> bytes:
        head = _SNAPSHOT_HEADER.pack(self.digest, self.applied, self.rejected, len(self.entries))
        return head + b"".join(_I64X2.pack(k, self.entries[k]) for k in sorted(self.entries))

    @classmethod
    def decode(cls, data: bytes) -> SnapshotState:
        if len(data) < _SNAPSHOT_HEADER.size:
            raise ValueError(
                f"interop snapshot of {len(data)} bytes is shorter than its {_SNAPSHOT_HEADER.size} B head")
        digest_value, applied, rejected, size = _SNAPSHOT_HEADER.unpack_from(data)
        want = _SNAPSHOT_HEADER.size + 16 * size
        if size < 0 or len(data) != want:
            raise ValueError(f"interop snapshot is {len(data)} bytes but its map size {size} needs {want}")
        entries = dict(_I64X2.iter_unpack(data[_SNAPSHOT_HEADER.size:]))
        return cls(digest_value, applied, rejected, entries)
