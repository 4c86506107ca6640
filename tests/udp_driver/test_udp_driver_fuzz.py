"""Garbage sprayed at a live stream's data and control ports is counted as invalid and dropped.

One embedded driver (SHARED) carries a UDP stream from our publication to our subscription on 127.0.0.1
(both pinned to one session id, so frames of any other session are of no interest). Hypothesis sprays
random bytes, truncated frames, frames with a wrong version and well-formed frames of a wrong session at
the subscription's data port and at the publication's control port (from the subscription's own socket,
since a unicast sender's socket is connected to its receiver), while the stream keeps flowing. The
"Invalid packets" system counter must grow by exactly the number of datagrams Aeron's rules call invalid
(shorter than the 8-byte header, version not 0, shorter than their type needs, a DATA datagram that is
not whole frames of one stream, a SETUP whose term length, MTU or offset is impossible), and every message
of the stream must still arrive once, in order, intact.
"""

from __future__ import annotations

import socket
import struct
from collections.abc import Iterator
from dataclasses import dataclass

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support.drivers import launched
from support.wait import wait_until
from udp_harness import free_udp_port

from aeronkit.client import Aeron
from aeronkit.client.aeron import Context as ClientContext
from aeronkit.driver import MediaDriver
from aeronkit.driver import udp_frames as f
from aeronkit.driver.system_counters import SystemCounterId

SESSION = 424242
SENTINEL = b"\x00" * 4
STREAM = 1001
MIN_LENGTH = {f.HDR_TYPE_DATA: 32, f.HDR_TYPE_PAD: 32, f.HDR_TYPE_SETUP: 40, f.HDR_TYPE_RTTM: 40,
              f.HDR_TYPE_SM: 36, f.HDR_TYPE_NAK: 28, f.HDR_TYPE_ERR: 40, 0x0B: 20}
DATA_SIDE = {f.HDR_TYPE_DATA, f.HDR_TYPE_PAD, f.HDR_TYPE_SETUP, f.HDR_TYPE_RTTM}
CONTROL_SIDE = {f.HDR_TYPE_SM, f.HDR_TYPE_NAK, f.HDR_TYPE_RTTM, f.HDR_TYPE_ERR, 0x0B}


@dataclass
class Stream:
    driver: MediaDriver
    aeron: Aeron
    publication: object
    subscription: object
    data_port: int
    control_port: int
    receiver_socket: socket.socket
    next_message: int = 0
    received: int = 0


@pytest.fixture(scope="module")
def stream() -> Iterator[Stream]:
    port = free_udp_port()
    channel = f"aeron:udp?endpoint=127.0.0.1:{port}|term-length=64k|session-id={SESSION}"
    with launched(threading_mode="SHARED", counters_buffer_length=1024 * 1024,
                  term_buffer_length=64 * 1024) as handle, \
            Aeron.connect(ClientContext(aeron_dir=str(handle.aeron_dir))) as aeron:
        driver = handle.driver
        subscription = aeron.add_subscription(channel, STREAM)
        publication = aeron.add_publication(channel, STREAM)
        wait_until(lambda: publication.is_connected, 10, "connection")
        endpoint = next(iter(driver.conductor.network.send_endpoints.values()))
        receiving = next(iter(driver.conductor.network.receive_endpoints.values()))
        yield Stream(driver, aeron, publication, subscription, port, endpoint.transport.bound_address[1],
                     receiving.transport.send_socket)


def _message(i: int) -> bytes:
    return struct.pack("<q", i) + bytes((i + k) & 0xFF for k in range(8, 8 + i % 200))


def _flow(stream: Stream, count: int) -> None:
    """Publish ``count`` more messages and receive them all, checking order and content."""
    target = stream.next_message + count

    def on_fragment(buffer: memoryview, offset: int, length: int, header: object) -> None:
        expected = _message(stream.received)
        assert bytes(buffer[offset:offset + length]) == expected, f"message {stream.received} damaged"
        stream.received += 1

    def step() -> bool:
        if stream.next_message < target and stream.publication.offer(_message(stream.next_message)) > 0:
            stream.next_message += 1
        stream.subscription.poll(on_fragment, 100)
        return stream.received == target

    wait_until(step, 30, "the live stream", poll_s=0)


def _valid_setup(datagram: bytes) -> bool:
    term_offset, _s, _st, initial, active, term_length, mtu = struct.unpack_from("<iiiiiii", datagram, 8)
    term_ok = 65536 <= term_length <= 1 << 30 and term_length & (term_length - 1) == 0
    mtu_ok = term_ok and 32 < mtu <= 65504 and mtu % 32 == 0 and mtu <= min(term_length // 8, 1 << 24)
    count = ((active - initial + 2**31) & 0xFFFFFFFF) - 2**31
    return mtu_ok and 0 <= term_offset <= term_length and term_offset % 32 == 0 and count >= 0


def _whole_frames_of_one_stream(d: bytes) -> bool:
    """DATA/PAD datagrams must be whole aligned frames of one session/stream/term at consecutive offsets."""
    if len(d) % 32:
        return False
    first = struct.unpack_from("<iBBHiiii", d)
    if first[0] == 0:
        return len(d) == 32  # a heartbeat
    offset = 0
    while offset < len(d):
        length, version, _flags, kind, term_offset, *ids = struct.unpack_from("<iBBHiiii", d, offset)
        if version != 0 or length < 32 or kind not in (0, 1) or tuple(ids) != first[5:8] \
                or term_offset != first[4] + offset:
            return False
        if kind == 0:
            return offset + 32 == len(d)
        offset += (length + 31) & ~31
    return offset == len(d)


def expected_invalid(side: str, datagram: bytes) -> bool:
    """Invalid at a data or control port: Aeron's isValidFrame, our receive batch classification (every
    type at least its header length, DATA/PAD whole frames), then the endpoints' SETUP and SM checks."""
    if len(datagram) < 8 or datagram[4] != 0:
        return True
    kind = struct.unpack_from("<H", datagram, 6)[0]
    if len(datagram) < MIN_LENGTH.get(kind, 8):
        return True
    if kind in (f.HDR_TYPE_DATA, f.HDR_TYPE_PAD) and not _whole_frames_of_one_stream(datagram):
        return True
    if kind not in (DATA_SIDE if side == "data" else CONTROL_SIDE):
        return False
    if kind == f.HDR_TYPE_SETUP:
        return not _valid_setup(datagram)
    if kind == f.HDR_TYPE_SM:
        asf_end = min(max(struct.unpack_from("<i", datagram)[0], 36), len(datagram))
        return 0 < asf_end - 36 < 4
    return False


def _not_our_session(datagram: bytes) -> bytes:
    """Never let a sprayed frame carry the live session id (it would be a forged, not a wrong, frame)."""
    out = bytearray(datagram)
    for offset in (8, 12):
        if len(out) >= offset + 4 and struct.unpack_from("<i", out, offset)[0] == SESSION:
            struct.pack_into("<i", out, offset, SESSION + 1)
    return bytes(out)


def _frame(kind: int, session: int) -> bytes:
    if kind == f.HDR_TYPE_DATA:
        return f.DATA_HEADER.pack(64, 0, 0xC0, kind, 0, session, STREAM, 0, 0) + bytes(32)
    if kind == f.HDR_TYPE_SETUP:
        return f.setup(session, STREAM, 5, 5, 0, 65536, 1408, 0)
    if kind == f.HDR_TYPE_SM:
        return f.status_message(session, STREAM, 0, 0, 65536, 77)
    if kind == f.HDR_TYPE_NAK:
        return f.nak(session, STREAM, 0, 0, 1024)
    return f.rttm(session, STREAM, 1, 0, 77, f.RTTM_REPLY_FLAG)


KINDS = st.sampled_from([f.HDR_TYPE_DATA, f.HDR_TYPE_SETUP, f.HDR_TYPE_SM, f.HDR_TYPE_NAK, f.HDR_TYPE_RTTM])
WRONG_SESSION = st.integers(-(2**31), 2**31 - 1).filter(lambda s: s != SESSION)
random_bytes = st.binary(max_size=80)
truncated = st.builds(lambda kind, cut: _frame(kind, SESSION + 7)[:cut], KINDS, st.integers(0, 39))
wrong_version = st.builds(
    lambda kind, version: bytes([*_frame(kind, SESSION + 9)[:4], version, *_frame(kind, SESSION + 9)[5:]]),
    KINDS, st.integers(1, 255))
wrong_session = st.builds(_frame, KINDS, WRONG_SESSION)
sprays = st.lists(
    st.tuples(st.sampled_from(["data", "control"]), st.one_of(random_bytes, truncated, wrong_version,
                                                              wrong_session).map(_not_our_session)),
    max_size=12)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(spray=sprays)
def test_sprayed_garbage_is_counted_invalid_and_the_stream_stays_intact(stream: Stream, spray: list) -> None:
    invalid = stream.driver.system_counters[SystemCounterId.INVALID_PACKETS]
    before = invalid.get()
    # a 4-byte sentinel last on each path: sockets are FIFO, so once both sentinels are counted every
    # sprayed datagram before them has been judged, and the count must be exact
    spray = [*spray, ("data", SENTINEL), ("control", SENTINEL)]
    expected = sum(expected_invalid(side, datagram) for side, datagram in spray)
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        for side, datagram in spray:
            if side == "data":
                sock.sendto(datagram, ("127.0.0.1", stream.data_port))
            else:  # the unicast sender's socket is connected: only its receiver's address gets through
                stream.receiver_socket.sendto(datagram, ("127.0.0.1", stream.control_port))
    _flow(stream, 40)
    wait_until(lambda: invalid.get() - before >= expected, 5, f"{expected} invalid packets counted")
    _flow(stream, 10)
    assert invalid.get() - before == expected
    assert stream.subscription.image_count == 1
