"""Driving an aeronkit AeronCluster against a cluster running the interop service, from Python.

``EchoRun`` is ClusterClientPeer's ``echo`` (tests/cluster/java_peers/ClusterClientPeer.java) for our client:
N ECHO ops with bodies of MIN..MAX bytes after the 9-byte op header, at most WINDOW in flight, each echo
checked against the oldest message in flight (order and bytes). ``Requests`` sends single ops (PUT, GET,
DIGEST, ...) and waits for their replies. Both poll the client with a deadline on the OS clock and fail
naming what they waited for; a new leader met meanwhile is recorded and the client carries on.
"""

from __future__ import annotations

import random
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

from support import interop_ops as ops

from aeronkit.client.header import Header
from aeronkit.cluster.client import SESSION_HEADER_LENGTH, AeronCluster, EventCode
from aeronkit.idle import BackoffIdleStrategy

REPLY_TIMEOUT_S = 20.0


@dataclass
class Echoed:
    request_id: int
    timestamp: int
    message: bytes


@dataclass
class Listener:
    """The EgressListener of these tests: echoes go to the running EchoRun, other replies to ``replies``."""

    echo: EchoRun | None = None
    replies: dict[int, tuple[ops.Reply, int]] = field(default_factory=dict)
    events: list[tuple[EventCode | int, str]] = field(default_factory=list)
    new_leaders: list[tuple[int, int, str]] = field(default_factory=list)
    admin: list[tuple[int, object, object, str]] = field(default_factory=list)

    def on_message(self, cluster_session_id: int, timestamp: int, buffer: memoryview, offset: int,
                   length: int, header: Header) -> None:
        message = bytes(buffer[offset:offset + length])
        if message[:1] == bytes([ops.Op.ECHO]) and self.echo is not None:
            self.echo.on_echo(timestamp, message)
            return
        reply = ops.decode_reply(message)
        self.replies[reply.request_id] = (reply, timestamp)

    def on_session_event(self, correlation_id: int, cluster_session_id: int, leadership_term_id: int,
                         leader_member_id: int, code: EventCode | int, detail: str) -> None:
        self.events.append((code, detail))

    def on_new_leader(self, cluster_session_id: int, leadership_term_id: int, leader_member_id: int,
                      ingress_endpoints: str) -> None:
        self.new_leaders.append((leadership_term_id, leader_member_id, ingress_endpoints))

    def on_admin_response(self, cluster_session_id: int, correlation_id: int, request_type: object,
                          response_code: object, message: str, payload: memoryview, payload_offset: int,
                          payload_length: int) -> None:
        self.admin.append((correlation_id, request_type, response_code, message))


class EchoRun:
    def __init__(self, count: int, min_length: int, max_length: int, seed: int, window: int) -> None:
        self.count = count
        self.min_length = min_length
        self.max_length = max_length
        self.window = window
        self.random = random.Random(seed)
        self.expected: deque[bytes] = deque()
        self.sent = 0
        self.received = 0
        self.mismatches = 0
        self.echoed: list[Echoed] = []
        self.unanswered: list[bytes] = []
        """Messages in flight when a new leader came: committed or lost, but no echo will come for them."""
        self.max_seen = 0
        self.elapsed_s = 0.0
        self.results: set[int] = set()

    def next_message(self, request_id: int) -> bytes:
        body = self.random.randbytes(self.random.randint(self.min_length, self.max_length))
        return ops.echo(request_id, body)

    def on_echo(self, timestamp: int, message: bytes) -> None:
        want = self.expected.popleft() if self.expected else None
        if want != message:
            self.mismatches += 1
        self.received += 1
        self.max_seen = max(self.max_seen, len(message))
        self.echoed.append(Echoed(ops.OP_HEADER.unpack_from(message)[1], timestamp, message))

    def run(self, cluster: AeronCluster, listener: Listener, next_request_id: Callable[[], int],
            timeout_s: float = REPLY_TIMEOUT_S, keep_going: Callable[[], None] | None = None) -> None:
        """Send and check until every echo came back; AssertionError when no echo came for ``timeout_s``.

        Offers refused during a leader change are retried (the same message), so every message is sent once
        to whichever leader accepts it."""
        listener.echo = self
        idle = BackoffIdleStrategy(1, 10, 1_000, 100_000)
        pending: bytes | None = None
        started = time.monotonic()
        deadline = started + timeout_s
        last = 0
        try:
            leaders = len(listener.new_leaders)
            while self.received + len(self.unanswered) < self.count:
                work = 0
                if len(listener.new_leaders) != leaders:
                    leaders = len(listener.new_leaders)
                    self.unanswered.extend(self.expected)
                    self.expected.clear()
                if self.sent < self.count and len(self.expected) < self.window:
                    if pending is None:
                        pending = self.next_message(next_request_id())
                    result = cluster.offer(pending)
                    if result > 0:
                        self.expected.append(pending)
                        self.sent += 1
                        pending = None
                        work += 1
                    else:
                        self.results.add(result)
                work += cluster.poll_egress()
                if keep_going is not None:
                    keep_going()
                if self.received != last:
                    last = self.received
                    deadline = time.monotonic() + timeout_s
                if cluster.is_closed:
                    raise AssertionError(
                        f"client closed ({cluster.last_reason}) after {self.received} echoes")
                if time.monotonic() > deadline:
                    raise AssertionError(
                        f"no echo within {timeout_s} s: sent {self.sent}, received {self.received}, "
                        f"state {cluster.state.name} ({cluster.last_reason}), offer results {self.results}")
                idle.idle(work)
        finally:
            listener.echo = None
            self.elapsed_s = time.monotonic() - started


class Requests:
    """Single interop ops over one session, each waited for."""

    def __init__(self, cluster: AeronCluster, listener: Listener) -> None:
        self.cluster = cluster
        self.listener = listener
        self.request_id = 1_000_000

    def next_request_id(self) -> int:
        self.request_id += 1
        return self.request_id

    def request(
        self, make: Callable[[int], bytes], timeout_s: float = REPLY_TIMEOUT_S
    ) -> tuple[ops.Reply, int]:
        """Send ``make(request_id)``; its decoded reply and the reply's cluster timestamp."""
        request_id = self.next_request_id()
        message = make(request_id)
        self.poll_until(lambda: self.cluster.offer(message) > 0, timeout_s, f"offer of request {request_id}")
        self.poll_until(lambda: request_id in self.listener.replies, timeout_s, f"reply {request_id}")
        return self.listener.replies[request_id]

    def poll_until(self, condition: Callable[[], object], timeout_s: float, what: str) -> object:
        idle = BackoffIdleStrategy(1, 10, 1_000, 1_000_000)
        deadline = time.monotonic() + timeout_s
        while True:
            value = condition()
            if value:
                return value
            if self.cluster.is_closed:
                raise AssertionError(f"client closed ({self.cluster.last_reason}) waiting for {what}")
            if time.monotonic() > deadline:
                raise AssertionError(f"timed out after {timeout_s} s waiting for {what}; "
                                     f"state {self.cluster.state.name} ({self.cluster.last_reason})")
            idle.idle(self.cluster.poll_egress())


@dataclass(frozen=True)
class LogMessage:
    cluster_session_id: int
    timestamp: int
    message: bytes


def read_log_messages(aeron_dir: str, timeout_s: float = 60.0) -> list[LogMessage]:
    """Every session message in a member's log, read from its own archive: our Aeron client on the member's
    (Java) driver, our AeronArchive over the archive's IPC control channel, a replay of the log recording
    (stream 100) from its start to where it is recorded now."""
    from aeronkit.archive.client import AeronArchive, RecordingDescriptor
    from aeronkit.archive.client import Context as ArchiveContext
    from aeronkit.archive.client.aeron_archive import REPLAY_ALL_AND_STOP
    from aeronkit.client import Aeron, FragmentAssembler
    from aeronkit.client import Context as AeronContext
    from aeronkit.codecs import cluster as codecs
    from aeronkit.idle import SleepingIdleStrategy

    found: list[LogMessage] = []

    def on_fragment(buffer: memoryview, offset: int, length: int, header: Header) -> None:
        template = int.from_bytes(buffer[offset + 2:offset + 4], "little")
        if template != codecs.SessionMessageHeaderDecoder.TEMPLATE_ID:
            return
        d = codecs.SessionMessageHeaderDecoder().wrap(buffer, offset + 8, 24, 16, length - 8)
        found.append(LogMessage(d.cluster_session_id, d.timestamp,
                                bytes(buffer[offset + SESSION_HEADER_LENGTH:offset + length])))

    with Aeron.connect(AeronContext(aeron_dir=aeron_dir)) as aeron:
        ctx = ArchiveContext(
            aeron=aeron, control_request_channel="aeron:ipc", control_response_channel="aeron:ipc",
            idle_strategy=SleepingIdleStrategy(200_000))
        with AeronArchive.connect(ctx) as archive:
            logs: list[RecordingDescriptor] = []
            archive.list_recordings_for_uri(0, 100, "alias=log", 100, logs.append)
            assert len(logs) == 1, f"one log recording, found {logs}"
            recording_id = logs[0].recording_id
            end = archive.get_recording_position(recording_id)
            if end < 0:
                end = archive.get_stop_position(recording_id)
            subscription = archive.replay(
                recording_id, "aeron:ipc", 9901, position=0, length=REPLAY_ALL_AND_STOP)
            assembler = FragmentAssembler(on_fragment)
            deadline = time.monotonic() + timeout_s
            idle = BackoffIdleStrategy(1, 10, 1_000, 1_000_000)
            while not subscription.images or subscription.images[0].position < end:
                if time.monotonic() > deadline:
                    raise AssertionError(f"log replay of recording {recording_id} did not reach {end}")
                idle.idle(subscription.poll(assembler, 100))
            subscription.close()
    return found
