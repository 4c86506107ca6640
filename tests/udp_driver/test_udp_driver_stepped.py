"""The UDP half stepped by hand on a ManualClock (INVOKER mode) against a raw UDP socket acting as the peer.

Every timer of the protocol is checked by moving the clock, never by sleeping: SETUP every 100 ms until
the first status message, heartbeats after 100 ms without data, the publication's connection timeout; on
the image side, an immediate status message, a NAK for a gap after the 1 us unicast delay and its retries
every 100 us, the loss-report.dat entry, the repaired gap moving the rebuild position, and the image going
unavailable after the image liveness timeout. Datagrams on loopback are in the peer's queue as soon as
``sendto`` returns, so each step's output can be read at once.
"""

from __future__ import annotations

import socket
import struct
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "driver"))
from driver_harness import (
    ON_AVAILABLE_IMAGE,
    ON_OPERATION_SUCCESS,
    ON_PUBLICATION_READY,
    ON_SUBSCRIPTION_READY,
    ON_UNAVAILABLE_IMAGE,
    SMALL_BUFFERS,
    SteppedDriver,
)
from support.drivers import launched

from aeronkit.clock import ManualClock
from aeronkit.cnc import CncFile
from aeronkit.concurrent.error_log import ErrorLogReader
from aeronkit.driver import Context
from aeronkit.driver import udp_frames as f
from aeronkit.driver.system_counters import SystemCounterId
from aeronkit.logbuffer import LogBuffers, TermAppender
from aeronkit.loss_report import LossReportFile, read_entries

MS = 1_000_000
STREAM = 1001
SESSION = 77
INITIAL_TERM_ID = 5


@pytest.fixture
def stepped(tmp_path: Path) -> Iterator[SteppedDriver]:
    clock = ManualClock(start_ns=1_000_000_000)
    ctx = Context(
        aeron_dir=str(tmp_path / "aeron"),
        threading_mode="INVOKER",
        nano_clock=clock,
        epoch_clock=clock,
        client_liveness_timeout_ns=60_000_000_000,
        publication_unblock_timeout_ns=70_000_000_000,
        image_liveness_timeout_ns=2_000_000_000,
        term_buffer_length=64 * 1024,
        **SMALL_BUFFERS,
    )
    with launched(ctx=ctx) as handle:
        cnc = CncFile.map(handle.aeron_dir, writable=True)
        try:
            yield SteppedDriver(handle.driver, clock, cnc)
        finally:
            cnc.close()


@pytest.fixture
def peer() -> Iterator[socket.socket]:
    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    sock.bind(("127.0.0.1", 0))
    sock.setblocking(False)
    try:
        yield sock
    finally:
        sock.close()


def drain(sock: socket.socket) -> list[tuple[bytes, tuple[str, int]]]:
    out = []
    while True:
        try:
            out.append(sock.recvfrom(65536))
        except BlockingIOError:
            return out


def frame_type(datagram: bytes) -> int:
    return int(struct.unpack_from("<H", datagram, 6)[0])


def of_type(received: list[tuple[bytes, tuple[str, int]]], kind: int) -> list[bytes]:
    return [d for d, _ in received if frame_type(d) == kind]


def values(stepped: SteppedDriver, name: str) -> list[int]:
    """Values of the stream counters labelled ``<name>: ...``."""
    return [value for _, (_t, value, label) in stepped.counters().items() if label.startswith(f"{name}:")]


def test_publication_sends_setup_until_a_status_message_then_heartbeats_and_times_out_receivers(
    stepped: SteppedDriver, peer: socket.socket
) -> None:
    client = stepped.client()
    channel = f"aeron:udp?endpoint=127.0.0.1:{peer.getsockname()[1]}|term-length=64k"
    ready = client.await_correlated(ON_PUBLICATION_READY, client.add_publication(channel, STREAM))
    session_id = ready.i(16)
    stepped.step(3)
    setups = drain(peer)
    assert len(of_type(setups, f.HDR_TYPE_SETUP)) == 1
    fields = f.SETUP.unpack(of_type(setups, f.HDR_TYPE_SETUP)[0])
    length, version, _flags, _type, term_offset, sid, stream, initial, active, term_length, mtu, _ttl = fields
    assert (length, version, sid, stream, term_offset, term_length, mtu) == (
        40,
        0,
        session_id,
        STREAM,
        0,
        65536,
        1408,
    )
    assert active == initial
    stepped.clock.advance(50 * MS)
    stepped.step(3)
    assert not drain(peer), "no SETUP before 100 ms"
    stepped.clock.advance(51 * MS)
    stepped.step(3)
    received = drain(peer)
    assert len(of_type(received, f.HDR_TYPE_SETUP)) == 1
    source = received[0][1]

    peer.sendto(f.status_message(session_id, STREAM, initial, 0, 32 * 1024, 99), source)
    stepped.step(3)
    assert values(stepped, "snd-lmt") == [32 * 1024], "sender limit = SM position + receiver window"
    assert values(stepped, "pub-lmt") == [32 * 1024], "connected: publisher limit = sender pos + term window"
    stepped.clock.advance(101 * MS)
    stepped.step(3)
    received = drain(peer)
    assert not of_type(received, f.HDR_TYPE_SETUP), "no SETUP once a receiver answered"
    heartbeats = of_type(received, f.HDR_TYPE_DATA)
    assert len(heartbeats) == 1 and len(heartbeats[0]) == 32 and f.frame_length(heartbeats[0]) == 0
    assert heartbeats[0][5] == f.BEGIN_END_FLAGS

    for _ in range(6):  # 5 s publication connection timeout without status messages
        stepped.clock.advance(1_000 * MS)
        stepped.step(3)
    drain(peer)
    assert values(stepped, "pub-lmt") == [0], "not connected: publisher limit pinned to the sender position"


def test_image_from_setup_status_messages_naks_loss_report_and_liveness(
    stepped: SteppedDriver, peer: socket.socket
) -> None:
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    probe.bind(("127.0.0.1", 0))
    port = probe.getsockname()[1]
    probe.close()
    client = stepped.client()
    channel = f"aeron:udp?endpoint=127.0.0.1:{port}"
    subscription_id = client.add_subscription(channel, STREAM)
    client.await_correlated(ON_SUBSCRIPTION_READY, subscription_id)
    stepped.step(3)
    target = ("127.0.0.1", port)

    peer.sendto(f.setup(SESSION, STREAM, INITIAL_TERM_ID, INITIAL_TERM_ID, 0, 65536, 1408, 0), target)
    image = client.await_message(ON_AVAILABLE_IMAGE, lambda m: m.i(8) == SESSION)
    assert image.q(16) == subscription_id
    stepped.step(2)
    sms = of_type(drain(peer), f.HDR_TYPE_SM)
    assert sms, "an SM as soon as the image exists"
    _l, _v, flags, _t, sid, stream, term_id, term_offset, window, _rid = f.STATUS_MESSAGE.unpack(sms[0])
    assert (sid, stream, term_id, term_offset, window, flags) == (
        SESSION,
        STREAM,
        INITIAL_TERM_ID,
        0,
        32768,
        0,
    )

    def data(offset: int) -> bytes:
        payload = bytes(range(32))
        return (
            f.DATA_HEADER.pack(64, 0, 0xC0, f.HDR_TYPE_DATA, offset, SESSION, STREAM, INITIAL_TERM_ID, 0)
            + payload
        )

    peer.sendto(data(0), target)
    peer.sendto(data(128), target)  # 64 .. 128 lost
    stepped.step(2)
    stepped.clock.advance(MS)  # the 1 us unicast NAK delay
    stepped.step(2)
    naks = of_type(drain(peer), f.HDR_TYPE_NAK)
    assert [f.NAK.unpack(n)[4:] for n in naks] == [(SESSION, STREAM, INITIAL_TERM_ID, 64, 64)]
    stepped.clock.advance(MS)  # retry after 100 us
    stepped.step(2)
    assert len(of_type(drain(peer), f.HDR_TYPE_NAK)) == 1
    with LossReportFile.map(stepped.driver.aeron_dir) as report:
        entries = read_entries(report.buffer)
    assert [(e.session_id, e.stream_id, e.total_bytes_lost) for e in entries] == [(SESSION, STREAM, 64)]
    assert entries[0].source == f"127.0.0.1:{peer.getsockname()[1]}"

    peer.sendto(data(64), target)
    stepped.step(2)
    stepped.clock.advance(MS)
    stepped.step(2)
    assert not of_type(drain(peer), f.HDR_TYPE_NAK), "gap repaired: no more NAKs"
    assert values(stepped, "rcv-pos") == [192]
    assert values(stepped, "rcv-hwm") == [192]
    assert values(stepped, "rcv-naks-sent") == [2]

    stepped.set_counter(image.i(24), 192)  # the subscriber read everything (its sub-pos counter)
    for _ in range(4):  # image liveness 2 s, then drained and lingering on the 1 s timer
        stepped.clock.advance(1_000 * MS)
        stepped.step(3)
    gone = client.await_message(ON_UNAVAILABLE_IMAGE, lambda m: m.q(8) == subscription_id)
    assert gone.q(0) == image.q(0)


def test_manual_mdc_sends_to_added_destinations_only(stepped: SteppedDriver, peer: socket.socket) -> None:
    other = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    other.bind(("127.0.0.1", 0))
    other.setblocking(False)
    try:
        client = stepped.client()
        ready = client.await_correlated(
            ON_PUBLICATION_READY,
            client.add_publication("aeron:udp?control-mode=manual|term-length=64k", STREAM),
        )
        registration_id = ready.q(8)
        for sock in (peer, other):
            cid = client.next_id()
            destination = f"aeron:udp?endpoint=127.0.0.1:{sock.getsockname()[1]}".encode()
            client.send(
                0x07,
                struct.pack("<qqqi", client.client_id, cid, registration_id, len(destination)) + destination,
            )
            client.await_correlated(ON_OPERATION_SUCCESS, cid)
        stepped.clock.advance(101 * MS)
        stepped.step(3)
        assert of_type(drain(peer), f.HDR_TYPE_SETUP), "SETUP to the first destination"
        assert of_type(drain(other), f.HDR_TYPE_SETUP), "SETUP to the second destination"
        cid = client.next_id()
        destination = f"aeron:udp?endpoint=127.0.0.1:{other.getsockname()[1]}".encode()
        client.send(
            0x08, struct.pack("<qqqi", client.client_id, cid, registration_id, len(destination)) + destination
        )
        client.await_correlated(ON_OPERATION_SUCCESS, cid)
        stepped.step(3)
        drain(peer)
        drain(other)
        stepped.clock.advance(101 * MS)
        stepped.step(3)
        assert len(of_type(drain(peer), f.HDR_TYPE_SETUP)) == 1
        assert not drain(other), "a removed destination gets nothing"
    finally:
        other.close()


def test_unreliable_image_pads_a_gap_instead_of_nakking_and_setup_carries_the_start_position(
    stepped: SteppedDriver, peer: socket.socket
) -> None:
    client = stepped.client()
    channel = (
        f"aeron:udp?endpoint=127.0.0.1:{peer.getsockname()[1]}|term-length=64k|init-term-id=100"
        f"|term-id=102|term-offset=4096"
    )
    client.await_correlated(ON_PUBLICATION_READY, client.add_publication(channel, STREAM))
    stepped.step(3)
    setup = of_type(drain(peer), f.HDR_TYPE_SETUP)[0]
    term_offset, _session, stream, initial_term_id, active_term_id = f.SETUP.unpack(setup)[4:9]
    assert (term_offset, stream, initial_term_id, active_term_id) == (4096, STREAM, 100, 102)
    assert values(stepped, "snd-pos") == [2 * 65536 + 4096]

    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    probe.bind(("127.0.0.1", 0))
    port = probe.getsockname()[1]
    probe.close()
    sub_id = client.add_subscription(f"aeron:udp?endpoint=127.0.0.1:{port}|reliable=false", STREAM)
    client.await_correlated(ON_SUBSCRIPTION_READY, sub_id)
    stepped.step(3)
    target = ("127.0.0.1", port)
    peer.sendto(f.setup(SESSION, STREAM, INITIAL_TERM_ID, INITIAL_TERM_ID, 0, 65536, 1408, 0), target)
    client.await_message(ON_AVAILABLE_IMAGE, lambda m: m.i(8) == SESSION)
    for offset in (0, 128):
        peer.sendto(
            f.DATA_HEADER.pack(64, 0, 0xC0, f.HDR_TYPE_DATA, offset, SESSION, STREAM, INITIAL_TERM_ID, 0)
            + bytes(32),
            target,
        )
    stepped.step(2)
    stepped.clock.advance(MS)
    stepped.step(2)
    assert not of_type(drain(peer), f.HDR_TYPE_NAK), "unreliable: no NAK"
    assert values(stepped, "rcv-pos") == [192], "the gap was padded over"
    assert stepped.counters()[23][1] == 1, "Loss gap fills"


def test_naks_at_an_unaligned_or_mid_frame_offset_resend_nothing_and_the_batch_goes_on(
    stepped: SteppedDriver, peer: socket.socket
) -> None:
    """Aeron's sender answers a NAK it cannot serve with nothing. A NAK at offset 7 is not a frame boundary
    (refused and counted as an invalid packet); one at an aligned offset inside a frame's payload scans
    garbage as a frame (nothing to resend). Neither may raise: the status message that arrived in the same
    receive batch is still processed, and the error log stays empty."""
    client = stepped.client()
    channel = f"aeron:udp?endpoint=127.0.0.1:{peer.getsockname()[1]}|term-length=64k"
    ready = client.await_correlated(ON_PUBLICATION_READY, client.add_publication(channel, STREAM))
    session_id = ready.i(16)
    stepped.step(3)
    setup, sender = next((d, a) for d, a in drain(peer) if frame_type(d) == f.HDR_TYPE_SETUP)
    term_id = f.SETUP.unpack(setup)[8]
    peer.sendto(f.status_message(session_id, STREAM, term_id, 0, 32 * 1024, 99), sender)
    stepped.step(3)
    with LogBuffers.from_file(ready.string(32)) as log:
        end = TermAppender(log).offer(b"\x7f" * 1000, limit=1 << 20)  # payload reads as length 0x7f7f7f7f
    stepped.step(3)
    assert [len(d) for d in of_type(drain(peer), f.HDR_TYPE_DATA)] == [end]
    counters = stepped.driver.system_counters
    watched = (SystemCounterId.INVALID_PACKETS, SystemCounterId.NAK_MESSAGES_RECEIVED,
               SystemCounterId.STATUS_MESSAGES_RECEIVED, SystemCounterId.ERRORS)
    before = {c: counters[c].get() for c in watched}

    peer.sendto(f.nak(session_id, STREAM, term_id, 7, 64), sender)
    peer.sendto(f.nak(session_id, STREAM, term_id, 64, 64), sender)  # inside the 1032-byte frame at 0
    peer.sendto(f.status_message(session_id, STREAM, term_id, end, 32 * 1024, 99), sender)
    stepped.step(3)

    grown = {c: counters[c].get() - before[c] for c in watched}
    assert grown == {SystemCounterId.INVALID_PACKETS: 1, SystemCounterId.NAK_MESSAGES_RECEIVED: 2,
                     SystemCounterId.STATUS_MESSAGES_RECEIVED: 1, SystemCounterId.ERRORS: 0}
    assert values(stepped, "snd-lmt") == [end + 32 * 1024], "the SM after the NAKs moved the sender limit"
    assert not [d for d in of_type(drain(peer), f.HDR_TYPE_DATA) if f.frame_length(d)], "nothing resent"
    assert not ErrorLogReader.has_errors(stepped.cnc.error_log_buffer())
