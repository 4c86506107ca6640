"""Untethered subscribers (``tether=false``) of network streams, stepped by hand on a ManualClock.

A raw UDP socket plays the remote publication (SETUP, DATA) and reads the status messages our receiver sends;
a subscriber "reads" by having its ``sub-pos`` counter written, as a client would. Checked against Aeron
1.51.0 PublicationImage.checkUntetheredSubscriptions: a slow untethered subscriber goes unavailable after the
window-limit timeout, stops holding back the status-message position after the linger timeout, and with
``rejoin`` gets a new image at the current position after the resting timeout; a slow tethered one holds the
stream back for ever. Every timer is crossed by moving the clock, never by sleeping.
"""

from __future__ import annotations

import socket
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "driver"))
from driver_harness import (
    ON_AVAILABLE_IMAGE,
    ON_SUBSCRIPTION_READY,
    ON_UNAVAILABLE_IMAGE,
    SMALL_BUFFERS,
    Message,
    RawClient,
    SteppedDriver,
)
from support.drivers import launched

from aeronkit.clock import ManualClock
from aeronkit.cnc import CncFile
from aeronkit.driver import Context
from aeronkit.driver import udp_frames as f

MS = 1_000_000
STREAM = 1002
SESSION = 88
INITIAL_TERM_ID = 3
TERM_LENGTH = 64 * 1024
RECEIVER_WINDOW = 32 * 1024  # half the term, the default initial receiver window
FRAME = 1024
FRAMES = 28  # 28 KiB: the window limit (max - window + window/4) is then 4 KiB ahead of a reader at 0
WINDOW_LIMIT_MS = 1_000
LINGER_MS = 1_000
RESTING_MS = 1_000


@pytest.fixture
def stepped(tmp_path: Path) -> Iterator[SteppedDriver]:
    clock = ManualClock(start_ns=1_000_000_000)
    ctx = Context(
        aeron_dir=str(tmp_path / "aeron"),
        threading_mode="INVOKER",
        nano_clock=clock,
        epoch_clock=clock,
        client_liveness_timeout_ns=600_000_000_000,
        publication_unblock_timeout_ns=700_000_000_000,
        image_liveness_timeout_ns=600_000_000_000,
        untethered_window_limit_timeout_ns=WINDOW_LIMIT_MS * MS,
        untethered_linger_timeout_ns=LINGER_MS * MS,
        untethered_resting_timeout_ns=RESTING_MS * MS,
        term_buffer_length=TERM_LENGTH,
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


def free_port() -> int:
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    probe.bind(("127.0.0.1", 0))
    port = int(probe.getsockname()[1])
    probe.close()
    return port


def drain(sock: socket.socket) -> list[bytes]:
    out = []
    while True:
        try:
            out.append(sock.recvfrom(65536)[0])
        except BlockingIOError:
            return out


def sm_positions(peer: socket.socket) -> list[int]:
    """Positions of the status messages the receiver sent the peer since the last call."""
    positions = []
    for datagram in drain(peer):
        if int.from_bytes(datagram[6:8], "little") != f.HDR_TYPE_SM:
            continue
        fields = f.STATUS_MESSAGE.unpack(datagram[: f.STATUS_MESSAGE.size])
        term_id, term_offset = fields[6], fields[7]
        positions.append((term_id - INITIAL_TERM_ID) * TERM_LENGTH + term_offset)
    return positions


def data(offset: int) -> bytes:
    header = f.DATA_HEADER.pack(FRAME, 0, 0xC0, f.HDR_TYPE_DATA, offset, SESSION, STREAM, INITIAL_TERM_ID, 0)
    return header + bytes(FRAME - len(header))


def join_stream(
    stepped: SteppedDriver, peer: socket.socket, client: RawClient, suffixes: list[str]
) -> list[Message]:
    """One subscription per channel suffix; the peer's SETUP makes the image (ON_AVAILABLE_IMAGE each)."""
    port = free_port()
    ids = []
    for suffix in suffixes:
        registration = client.add_subscription(f"aeron:udp?endpoint=127.0.0.1:{port}{suffix}", STREAM)
        client.await_correlated(ON_SUBSCRIPTION_READY, registration)
        ids.append(registration)
    stepped.step(3)
    target = ("127.0.0.1", port)
    peer.sendto(f.setup(SESSION, STREAM, INITIAL_TERM_ID, INITIAL_TERM_ID, 0, TERM_LENGTH, 1408, 0), target)
    images = [client.await_message(ON_AVAILABLE_IMAGE, lambda m, i=i: m.q(16) == i) for i in ids]
    for offset in range(0, FRAMES * FRAME, FRAME):
        peer.sendto(data(offset), target)
    stepped.step(4)
    drain(peer)
    return images


def advance(stepped: SteppedDriver, client: RawClient, ms: int) -> None:
    """Cross a timer in 100 ms hops so the conductor sees every edge, keeping the client alive."""
    for _ in range(ms // 100):
        stepped.advance_ms(100, steps=2, keep_alive=(client,))


def unavailable(client: RawClient, subscription_id: int) -> bool:
    client.poll()
    return client._take(ON_UNAVAILABLE_IMAGE, lambda m: m.q(8) == subscription_id) is not None


def rejoined(client: RawClient, subscription_id: int) -> Message | None:
    client.poll()
    return client._take(ON_AVAILABLE_IMAGE, lambda m: m.q(16) == subscription_id)


@pytest.mark.parametrize("rejoin", [True, False])
def test_slow_untethered_subscriber_of_an_image_goes_unavailable_and_stops_holding_back(
    stepped: SteppedDriver, peer: socket.socket, rejoin: bool
) -> None:
    client = stepped.client()
    fast, slow = join_stream(stepped, peer, client, ["", f"|tether=false|rejoin={str(rejoin).lower()}"])
    end = FRAMES * FRAME
    stepped.set_counter(fast.i(24), end)  # the tethered subscriber read everything; the untethered one none

    advance(stepped, client, WINDOW_LIMIT_MS - 200)
    assert not unavailable(client, slow.q(16)), "still inside the window-limit timeout"
    assert set(sm_positions(peer)) == {0}, "the slow untethered subscriber still holds the window back"
    advance(stepped, client, 300)
    assert unavailable(client, slow.q(16)), "behind the window limit for the timeout: LINGER"
    assert not unavailable(client, fast.q(16))

    advance(stepped, client, LINGER_MS + 100)
    assert sm_positions(peer)[-1] == end, "after the linger it no longer holds back the receiver window"

    advance(stepped, client, RESTING_MS - 200)
    assert rejoined(client, slow.q(16)) is None, "still resting"
    advance(stepped, client, 300)
    again = rejoined(client, slow.q(16))
    if rejoin:
        assert again is not None, "rejoin=true: a new image after the resting timeout"
        assert again.q(0) == slow.q(0) and again.i(24) == slow.i(24)
        positions = {cid: value for cid, (_t, value, _label) in stepped.counters().items()}
        assert positions[again.i(24)] == end, "it rejoins at the current position"
    else:
        assert again is None, "rejoin=false: it never comes back"
        advance(stepped, client, RESTING_MS * 2)
        assert rejoined(client, slow.q(16)) is None
    assert sm_positions(peer)[-1] == end


def test_slow_tethered_subscriber_of_an_image_holds_the_stream_back(
    stepped: SteppedDriver, peer: socket.socket
) -> None:
    client = stepped.client()
    slow, fast = join_stream(stepped, peer, client, ["", "|tether=false"])
    stepped.set_counter(fast.i(24), FRAMES * FRAME)
    advance(stepped, client, WINDOW_LIMIT_MS + LINGER_MS + RESTING_MS + 500)
    assert not unavailable(client, slow.q(16)), "tethered: never made unavailable"
    assert not unavailable(client, fast.q(16)), "the fast untethered one is never behind the window"
    assert set(sm_positions(peer)) == {0}, "the slow tethered subscriber holds the receiver window"


def counter_id(stepped: SteppedDriver, name: str) -> int:
    (found,) = [cid for cid, (_t, _v, label) in stepped.counters().items() if label.startswith(f"{name}:")]
    return found


def counter_value(stepped: SteppedDriver, cid: int) -> int:
    return stepped.counters()[cid][1]


@pytest.mark.parametrize("rejoin", [True, False])
def test_slow_untethered_spy_of_a_network_publication_stops_holding_back_the_publisher(
    stepped: SteppedDriver, peer: socket.socket, rejoin: bool
) -> None:
    client = stepped.client()
    channel = f"aeron:udp?endpoint=127.0.0.1:{peer.getsockname()[1]}|term-length=64k"
    client.add_publication(channel, STREAM)
    stepped.step(3)
    setups = [d for d in drain_from(peer) if int.from_bytes(d[0][6:8], "little") == f.HDR_TYPE_SETUP]
    session_id = f.SETUP.unpack(setups[0][0])[5]
    initial = f.SETUP.unpack(setups[0][0])[7]
    source = setups[0][1]
    tethered_id = client.add_subscription("aeron-spy:" + channel, STREAM)
    untethered_id = client.add_subscription(
        f"aeron-spy:{channel}|tether=false|rejoin={str(rejoin).lower()}", STREAM
    )
    tethered = client.await_message(ON_AVAILABLE_IMAGE, lambda m: m.q(16) == tethered_id)
    slow = client.await_message(ON_AVAILABLE_IMAGE, lambda m: m.q(16) == untethered_id)

    def keep_receiver(ms: int) -> None:
        for _ in range(ms // 100):
            peer.sendto(f.status_message(session_id, STREAM, initial, 0, RECEIVER_WINDOW, 99), source)
            stepped.advance_ms(100, steps=2, keep_alive=(client,))

    keep_receiver(100)
    sender_position, publisher_limit = counter_id(stepped, "snd-pos"), counter_id(stepped, "pub-lmt")
    window = counter_value(stepped, publisher_limit)  # nothing sent yet: the limit is the term window
    end = window - window // 8  # the sender moved on; the untethered spy is behind the window limit
    stepped.set_counter(sender_position, end)
    stepped.set_counter(tethered.i(24), end)  # the tethered spy kept up
    keep_receiver(WINDOW_LIMIT_MS - 200)
    assert not unavailable(client, untethered_id)
    assert counter_value(stepped, publisher_limit) == window, "the slow untethered spy holds back the limit"
    keep_receiver(300)
    assert unavailable(client, untethered_id), "behind the window limit for the timeout: LINGER"
    assert not unavailable(client, tethered_id)
    keep_receiver(LINGER_MS + 100)
    assert counter_value(stepped, publisher_limit) == end + window, "after the linger it no longer holds back"

    keep_receiver(RESTING_MS + 100)
    again = rejoined(client, untethered_id)
    if rejoin:
        assert again is not None and again.q(0) == slow.q(0), "rejoin=true: a new image after resting"
        assert counter_value(stepped, again.i(24)) == end, "it rejoins at the sender position"
    else:
        assert again is None, "rejoin=false: it never comes back"


def test_slow_tethered_spy_of_a_network_publication_holds_the_publisher_back(
    stepped: SteppedDriver, peer: socket.socket
) -> None:
    client = stepped.client()
    channel = f"aeron:udp?endpoint=127.0.0.1:{peer.getsockname()[1]}|term-length=64k"
    client.add_publication(channel, STREAM)
    stepped.step(3)
    setups = [d for d in drain_from(peer) if int.from_bytes(d[0][6:8], "little") == f.HDR_TYPE_SETUP]
    session_id, initial = f.SETUP.unpack(setups[0][0])[5], f.SETUP.unpack(setups[0][0])[7]
    slow_id = client.add_subscription("aeron-spy:" + channel, STREAM)
    fast_id = client.add_subscription(f"aeron-spy:{channel}|tether=false", STREAM)
    client.await_message(ON_AVAILABLE_IMAGE, lambda m: m.q(16) == slow_id)
    fast = client.await_message(ON_AVAILABLE_IMAGE, lambda m: m.q(16) == fast_id)
    peer.sendto(f.status_message(session_id, STREAM, initial, 0, RECEIVER_WINDOW, 99), setups[0][1])
    stepped.advance_ms(100, steps=2, keep_alive=(client,))
    sender_position, publisher_limit = counter_id(stepped, "snd-pos"), counter_id(stepped, "pub-lmt")
    window = counter_value(stepped, publisher_limit)
    end = window - window // 8
    stepped.set_counter(sender_position, end)
    stepped.set_counter(fast.i(24), end)
    for _ in range((WINDOW_LIMIT_MS + LINGER_MS + RESTING_MS + 500) // 100):
        peer.sendto(f.status_message(session_id, STREAM, initial, 0, RECEIVER_WINDOW, 99), setups[0][1])
        stepped.advance_ms(100, steps=2, keep_alive=(client,))
    assert not unavailable(client, slow_id), "a tethered spy is never made unavailable"
    assert not unavailable(client, fast_id), "the fast untethered spy is never behind the window"
    assert counter_value(stepped, publisher_limit) == window, "the slow tethered spy holds the limit back"


def drain_from(sock: socket.socket) -> list[tuple[bytes, tuple[str, int]]]:
    out = []
    while True:
        try:
            out.append(sock.recvfrom(65536))
        except BlockingIOError:
            return out
