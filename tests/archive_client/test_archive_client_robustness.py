"""Archive client edge cases without a driver: reassembly under ABORT, arbitrary bytes on the response
stream, listings that stop at their count, and the async connect state machine step by step."""

from __future__ import annotations

import mmap
import struct
import sys
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))
from archive_client_fakes import (
    FakePublication,
    FakeResponseStream,
    control_response,
    descriptor,
    encode,
)

from aeronkit.archive.client import (
    AeronArchive,
    ArchiveError,
    ArchiveErrorCode,
    ArchiveTimeoutError,
    AsyncConnectState,
    Context,
    ControlResponsePoller,
    RecordingDescriptorPoller,
)
from aeronkit.archive.client.controlled_fragment_assembler import ControlledFragmentAssembler
from aeronkit.client import channel_status as cs
from aeronkit.client.header import ControlledPollAction
from aeronkit.clock import ManualClock
from aeronkit.codecs import archive as codecs
from aeronkit.concurrent.atomic_buffer import AtomicBuffer
from aeronkit.concurrent.counters import COUNTER_LENGTH, METADATA_LENGTH, CountersManager
from aeronkit.counter_types import CounterTypeId
from aeronkit.idle import NoOpIdleStrategy

SESSION = 42


def test_aborted_reassembled_message_is_delivered_again_whole() -> None:
    stream = FakeResponseStream(mtu_payload=32)
    first, second = bytes(range(100)), bytes(range(50, 170))
    stream.append(first)
    stream.append(second)
    seen: list[bytes] = []
    abort_next = [True]

    def handler(buffer: Any, offset: int, length: int, header: Any) -> ControlledPollAction:
        if abort_next[0]:
            abort_next[0] = False
            return ControlledPollAction.ABORT
        seen.append(bytes(buffer[offset : offset + length]))
        return ControlledPollAction.CONTINUE

    assembler = ControlledFragmentAssembler(handler)
    stream.controlled_poll(assembler, 100)  # the first message is assembled, then aborted
    assert seen == [] and stream.remaining > 0
    while stream.remaining:
        stream.controlled_poll(assembler, 100)
    assert seen == [first, second]


def test_fragment_out_of_order_drops_the_partial_message() -> None:
    stream = FakeResponseStream(mtu_payload=32)
    stream.append(bytes(100))
    seen: list[bytes] = []
    assembler = ControlledFragmentAssembler(
        lambda b, o, n, h: seen.append(bytes(b[o : o + n])) or ControlledPollAction.CONTINUE
    )
    frames = stream._frames(10)
    # Deliver the BEGIN fragment, skip the second, deliver the rest: no message may come out.
    for index, (offset, length) in enumerate(frames):
        if index != 1:
            assembler(stream.view, offset + 32, length - 32, stream._header.wrap(stream.view, offset))
    assert seen == []


@settings(max_examples=150, deadline=None)
@given(st.lists(st.binary(max_size=200), min_size=1, max_size=8))
def test_arbitrary_bytes_never_crash_the_pollers(messages: list[bytes]) -> None:
    """Whatever arrives, pollers either decode it or count it as malformed; a valid answer after the
    garbage is still found."""
    stream = FakeResponseStream(mtu_payload=64)
    for message in messages:
        stream.append(message)
    stream.append(control_response(SESSION, 5, 77))
    poller = ControlResponsePoller(stream)
    found = False
    for _ in range(100):
        poller.poll()
        if poller.is_poll_complete and poller.correlation_id == 5 and poller.control_session_id == SESSION:
            found = True
            break
        if not stream.remaining:
            break
    assert found
    assert poller.malformed_count <= len(messages)


@settings(max_examples=100, deadline=None)
@given(st.binary(min_size=8, max_size=120), st.integers(0, 7))
def test_corrupted_descriptor_is_counted_not_raised(noise: bytes, cut: int) -> None:
    stream = FakeResponseStream()
    good = descriptor(SESSION, 9, 1)
    header = bytes(good[:8])
    stream.append(header + noise)  # a descriptor header over random (usually short) bytes
    stream.append(good[: len(good) - 1 - cut])  # var data cut short
    stream.append(good)
    found: list[Any] = []
    poller = RecordingDescriptorPoller(stream, None, SESSION)
    poller.reset(9, 1, found.append)
    while not poller.is_dispatch_complete and stream.remaining:
        poller.poll()
    assert [d.recording_id for d in found][-1:] == [1]
    assert poller.check.malformed_count >= 1


def test_descriptor_poller_leaves_what_follows_its_count() -> None:
    stream = FakeResponseStream()
    for recording_id in (1, 2, 3):
        stream.append(descriptor(SESSION, 9, recording_id))
    found: list[Any] = []
    poller = RecordingDescriptorPoller(stream, None, SESSION, fragment_limit=10)
    poller.reset(9, 2, found.append)
    poller.poll()
    assert poller.is_dispatch_complete and [d.recording_id for d in found] == [1, 2]
    assert stream.remaining > 0  # the third descriptor is still unread


# -- async connect ----------------------------------------------------------------------------------------


class ScriptedAeron:
    """Just enough of Aeron for AsyncConnect: one response stream, one request publication."""

    def __init__(self, clock: ManualClock) -> None:
        self.stream = FakeResponseStream()
        self.publication = FakePublication()
        self.publication.is_connected = False
        self.context = SimpleNamespace(clock=clock)
        self._correlation = 500
        self.is_closed = False

    def next_correlation_id(self) -> int:
        self._correlation += 1
        return self._correlation

    def add_subscription(self, channel: str, stream_id: int) -> FakeResponseStream:
        self.stream.channel = channel
        self.stream.stream_id = stream_id
        return self.stream

    def add_exclusive_publication(self, channel: str, stream_id: int) -> FakePublication:
        return self.publication

    def requests(self) -> list[tuple[int, Any]]:
        out = []
        for message in self.publication.sent:
            header = codecs.MessageHeaderDecoder().wrap(message, 0)
            out.append((header.template_id, header))
        return out


def _connect(aeron: ScriptedAeron, **extra: Any) -> Any:
    ctx = Context(
        aeron=aeron,
        control_request_channel="aeron:ipc",
        control_response_channel="aeron:ipc",  # type: ignore[arg-type]
        idle_strategy=NoOpIdleStrategy(),
        message_timeout_ns=1_000_000_000,
        **extra,
    )
    return AeronArchive.async_connect(ctx)


def _poll_until(connect: Any, state: AsyncConnectState, limit: int = 20) -> None:
    for _ in range(limit):
        if connect.state is state:
            return
        connect.poll()
    raise AssertionError(f"stuck in {connect.state}, wanted {state}")


def test_async_connect_challenge_then_archive_id() -> None:
    aeron = ScriptedAeron(ManualClock())
    answers: list[bytes] = []
    supplier = SimpleNamespace(
        encoded_credentials=lambda: b"creds", on_challenge=lambda c: answers.append(c) or b"answer"
    )
    connect = _connect(aeron, credentials_supplier=supplier)
    _poll_until(connect, AsyncConnectState.AWAIT_PUBLICATION_CONNECTED)
    connect.poll()
    assert connect.state is AsyncConnectState.AWAIT_PUBLICATION_CONNECTED  # not connected yet
    aeron.publication.is_connected = True
    _poll_until(connect, AsyncConnectState.AWAIT_CONNECT_RESPONSE)
    connect_request = aeron.publication.sent[0]
    d = codecs.AuthConnectRequestDecoder().wrap_with_header(connect_request)
    assert bytes(d.encoded_credentials) == b"creds" and d.client_info.startswith("name= version=")
    correlation = d.correlation_id
    aeron.stream.append(
        encode(
            codecs.ChallengeEncoder,
            {"encoded_challenge": b"riddle"},
            control_session_id=SESSION,
            correlation_id=correlation,
            version=(1 << 16) | (12 << 8),
        )
    )
    _poll_until(connect, AsyncConnectState.AWAIT_CHALLENGE_RESPONSE)
    assert answers == [b"riddle"]
    response = codecs.ChallengeResponseDecoder().wrap_with_header(aeron.publication.sent[1])
    assert bytes(response.encoded_credentials) == b"answer" and response.control_session_id == SESSION
    aeron.stream.append(control_response(SESSION, response.correlation_id, 0))
    _poll_until(connect, AsyncConnectState.AWAIT_ARCHIVE_ID_RESPONSE)
    archive_id_request = codecs.ArchiveIdRequestDecoder().wrap_with_header(aeron.publication.sent[2])
    aeron.stream.append(control_response(SESSION, archive_id_request.correlation_id, 314))
    archive = None
    for _ in range(5):
        archive = connect.poll()
        if archive is not None:
            break
    assert archive is not None and archive.archive_id == 314 and archive.control_session_id == SESSION
    keep_alive = codecs.KeepAliveRequestDecoder().wrap_with_header(aeron.publication.sent[3])
    assert keep_alive.control_session_id == SESSION


def test_async_connect_to_an_archive_older_than_1_11_skips_the_archive_id() -> None:
    aeron = ScriptedAeron(ManualClock())
    aeron.publication.is_connected = True
    connect = _connect(aeron)
    _poll_until(connect, AsyncConnectState.AWAIT_CONNECT_RESPONSE)
    correlation = (
        codecs.AuthConnectRequestDecoder().wrap_with_header(aeron.publication.sent[0]).correlation_id
    )
    aeron.stream.append(control_response(SESSION, correlation, 0, version=(1 << 16) | (10 << 8)))
    archive = connect.poll()
    assert archive is not None and archive.archive_id == -1


def test_async_connect_rejected_raises_with_the_code_and_frees_resources() -> None:
    aeron = ScriptedAeron(ManualClock())
    aeron.publication.is_connected = True
    connect = _connect(aeron)
    _poll_until(connect, AsyncConnectState.AWAIT_CONNECT_RESPONSE)
    correlation = (
        codecs.AuthConnectRequestDecoder().wrap_with_header(aeron.publication.sent[0]).correlation_id
    )
    aeron.stream.append(
        control_response(
            SESSION,
            correlation,
            ArchiveErrorCode.AUTHENTICATION_REJECTED,
            codecs.ControlResponseCode.ERROR,
            "authentication rejected",
        )
    )
    with pytest.raises(ArchiveError) as error:
        connect.poll()
    assert error.value.error_code == ArchiveErrorCode.AUTHENTICATION_REJECTED
    assert aeron.publication.closed and not aeron.stream.is_connected
    assert (
        codecs.MessageHeaderDecoder().wrap(aeron.publication.sent[-1], 0).template_id
        == codecs.CloseSessionRequestDecoder.TEMPLATE_ID
    )


def test_async_connect_times_out_naming_the_step() -> None:
    clock = ManualClock()
    aeron = ScriptedAeron(clock)
    connect = _connect(aeron)
    _poll_until(connect, AsyncConnectState.AWAIT_PUBLICATION_CONNECTED)
    clock.advance(1_000_000_001)
    with pytest.raises(
        ArchiveTimeoutError, match=r"step=AWAIT_PUBLICATION_CONNECTED .*messageTimeout=1000ms"
    ):
        connect.poll()
    assert aeron.publication.closed


# -- endpoint resolution ----------------------------------------------------------------------------------


def _counters() -> CountersManager:
    return CountersManager(AtomicBuffer(mmap.mmap(-1, 16 * METADATA_LENGTH)),
                           AtomicBuffer(mmap.mmap(-1, 16 * COUNTER_LENGTH)))


def _address_key(status_id: int, address: str) -> bytes:
    return struct.pack("<ii", status_id, len(address)) + address.encode()


def test_wildcard_port_is_resolved_from_the_socket_address_counter() -> None:
    """The archive client resolves its response channel's ``:0`` through Subscription's resolver, which reads
    the driver's type 14 counters (aeronkit.client.channel_status, the one reader of that layout)."""
    counters = _counters()
    counters.allocate("Bytes sent")  # id 0 is never a channel's: the driver's system counters come first
    status = counters.allocate("rcv-channel: x ", CounterTypeId.DRIVER_RECEIVE_CHANNEL_STATUS)
    other = counters.allocate("rcv-local-sockaddr: 9 127.0.0.1:1111",
                              CounterTypeId.DRIVER_LOCAL_SOCKET_ADDRESS_STATUS,
                              _address_key(9, "127.0.0.1:1111"))
    mine = counters.allocate("rcv-local-sockaddr", CounterTypeId.DRIVER_LOCAL_SOCKET_ADDRESS_STATUS,
                             _address_key(status, "127.0.0.1:40123"))
    for counter_id in (other, mine):
        counters.set_counter_value(counter_id, cs.ACTIVE)
    status_value = cs.channel_status(counters, status)
    assert cs.local_socket_addresses(counters, status_value, status) == []  # the channel is not ACTIVE yet
    counters.set_counter_value(status, cs.ACTIVE)
    addresses = cs.local_socket_addresses(counters, cs.channel_status(counters, status), status)
    assert addresses == ["127.0.0.1:40123"]
    channel = "aeron:udp?endpoint=localhost:0|mtu=1408"
    assert cs.needs_port_resolution(channel)
    assert cs.with_resolved_port(channel, addresses[0]) == "aeron:udp?endpoint=localhost:40123|mtu=1408"
    counters.set_counter_value(mine, cs.CLOSING)  # the socket went away
    assert cs.local_socket_addresses(counters, cs.ACTIVE, status) == []
    assert not cs.needs_port_resolution("aeron:udp?endpoint=localhost:9")
    assert not cs.needs_port_resolution("aeron:udp?endpoint=localhost:0|control-mode=manual")
    assert not cs.needs_port_resolution("aeron:ipc")
    with pytest.raises(ValueError, match="no usable port"):
        cs.with_resolved_port("aeron:udp?endpoint=x:0", "x:0")
