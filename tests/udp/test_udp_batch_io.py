"""Native batched datagram I/O: many datagrams per call on 127.0.0.1, and refusal of bad arguments."""

from __future__ import annotations

import errno
import socket
import time
from collections.abc import Iterator

import pytest
from support.wait import wait_until

from aeronkit._native import ffi, lib
from aeronkit.driver.media.batch_io import (
    MAX_BATCH,
    TRUNCATED,
    BatchArgumentError,
    ReceiveBatch,
    SendBatch,
)

ERR_ARGUMENT = lib.AERONKIT_UDP_ERR_ARGUMENT
ERR_BOUNDS = lib.AERONKIT_UDP_ERR_BOUNDS
ERR_FAMILY = lib.AERONKIT_UDP_ERR_FAMILY


@pytest.fixture
def pair() -> Iterator[tuple[socket.socket, socket.socket]]:
    receiver = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    receiver.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4 * 1024 * 1024)
    receiver.bind(("127.0.0.1", 0))
    receiver.setblocking(False)
    sender = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    sender.bind(("127.0.0.1", 0))
    sender.setblocking(False)
    yield sender, receiver
    sender.close()
    receiver.close()


def _payload(i: int) -> bytes:
    length = 64 + (i * 37) % 1300
    return i.to_bytes(4, "little") + bytes((i + k) & 0xFF for k in range(length - 4))


def test_thousands_of_datagrams_move_in_few_calls(pair: tuple[socket.socket, socket.socket]) -> None:
    sender, receiver = pair
    total = 5000
    chunk = 1000  # what the receive buffer holds comfortably on loopback
    payloads = [_payload(i) for i in range(total)]
    received: list[bytes] = []
    send_calls = recv_calls = 0
    batch = SendBatch(MAX_BATCH)
    rbatch = ReceiveBatch(MAX_BATCH, 2048)
    deadline = time.monotonic() + 20
    for start in range(0, total, chunk):
        blob = bytearray()
        for p in payloads[start:start + chunk]:
            batch.add(len(blob), len(p), receiver.getsockname())
            blob += p
        while batch.count:
            send_calls += 1
            batch.flush(sender.fileno(), blob)
            assert time.monotonic() < deadline, "send did not drain"
        while len(received) < start + chunk:
            recv_calls += 1
            n = rbatch.receive(receiver.fileno())
            for i in range(n):
                received.append(bytes(rbatch.datagram(i)))
                assert rbatch.source(i) == sender.getsockname()
            assert time.monotonic() < deadline, f"only {len(received)} of {start + chunk} arrived"
    assert received == payloads
    assert send_calls <= 20, send_calls
    assert recv_calls <= 200, recv_calls  # the receive loop also spins while datagrams are in flight


def test_connected_socket_batch_without_addresses(pair: tuple[socket.socket, socket.socket]) -> None:
    sender, receiver = pair
    sender.connect(receiver.getsockname())
    blob = b"".join(_payload(i) for i in range(10))
    batch = SendBatch(16)
    offset = 0
    for i in range(10):
        batch.add(offset, len(_payload(i)))
        offset += len(_payload(i))
    assert batch.flush(sender.fileno(), blob) == 10
    rbatch = ReceiveBatch(16, 2048)
    got: list[bytes] = []

    def receive() -> int:
        n = rbatch.receive(receiver.fileno())
        got.extend(bytes(rbatch.datagram(i)) for i in range(n))
        return n

    wait_until(lambda: len(got) >= 10, 5, "ten datagrams", work=receive)
    assert got == [_payload(i) for i in range(10)]


Pair = tuple[socket.socket, socket.socket]


def test_datagram_larger_than_its_slot_is_reported_truncated(pair: Pair) -> None:
    sender, receiver = pair
    sender.sendto(b"x" * 200, receiver.getsockname())
    sender.sendto(b"y" * 50, receiver.getsockname())
    rbatch = ReceiveBatch(4, 100)
    got: list[int] = []

    def receive() -> int:
        n = rbatch.receive(receiver.fileno())
        got.extend(rbatch.length(i) for i in range(n))
        return n

    wait_until(lambda: len(got) >= 2, 5, "two datagrams", work=receive)
    assert got == [TRUNCATED, 50]


def test_empty_socket_returns_zero(pair: tuple[socket.socket, socket.socket]) -> None:
    assert ReceiveBatch(8, 128).receive(pair[1].fileno()) == 0


def test_native_calls_reject_bad_sizes(pair: tuple[socket.socket, socket.socket]) -> None:
    sender, receiver = pair
    buf = ffi.new("uint8_t[]", 4096)
    lengths = ffi.new("int32_t[]", 8)
    addrs = ffi.new("aeronkit_udp_address_t[]", 8)
    fd = receiver.fileno()
    assert lib.aeronkit_udp_recv_batch(fd, buf, 4096, 512, lengths, addrs, 0) == ERR_ARGUMENT
    assert lib.aeronkit_udp_recv_batch(fd, buf, 4096, 512, lengths, addrs, MAX_BATCH + 1) == ERR_ARGUMENT
    assert lib.aeronkit_udp_recv_batch(fd, buf, 4096, 0, lengths, addrs, 1) == ERR_ARGUMENT
    assert lib.aeronkit_udp_recv_batch(fd, buf, 4096, 1024, lengths, addrs, 8) == ERR_ARGUMENT  # 8K > 4K
    assert lib.aeronkit_udp_recv_batch(-1, buf, 4096, 512, lengths, addrs, 1) == ERR_ARGUMENT
    assert lib.aeronkit_udp_recv_batch(fd, ffi.NULL, 4096, 512, lengths, addrs, 1) == ERR_ARGUMENT

    offsets = ffi.new("int64_t[]", [0])
    for offset, length, code in ((0, -1, ERR_BOUNDS), (0, 65505, ERR_BOUNDS), (4000, 200, ERR_BOUNDS),
                                 (-8, 8, ERR_BOUNDS)):
        offsets[0] = offset
        lengths[0] = length
        assert lib.aeronkit_udp_send_batch(sender.fileno(), buf, 4096, offsets, lengths, ffi.NULL, 1) == code
    offsets[0] = 0
    lengths[0] = 16
    addrs[0].family = 99
    assert lib.aeronkit_udp_send_batch(sender.fileno(), buf, 4096, offsets, lengths, addrs, 1) == ERR_FAMILY
    none = lib.aeronkit_udp_send_batch(sender.fileno(), buf, 4096, offsets, lengths, ffi.NULL, 0)
    assert none == ERR_ARGUMENT


def test_wrappers_name_what_is_wrong(pair: tuple[socket.socket, socket.socket]) -> None:
    with pytest.raises(BatchArgumentError, match="capacity=0"):
        ReceiveBatch(0, 100)
    with pytest.raises(BatchArgumentError, match="slot_length=70000"):
        ReceiveBatch(4, 70000)
    batch = SendBatch(2)
    with pytest.raises(BatchArgumentError, match="length=70000"):
        batch.add(0, 70000)
    batch.add(0, 10, ("127.0.0.1", 9))
    with pytest.raises(BatchArgumentError, match="every datagram or none"):
        batch.add(0, 10)
    small = SendBatch(1)
    small.add(100, 10)
    with pytest.raises(BatchArgumentError, match="outside the buffer"):
        small.flush(pair[0].fileno(), bytearray(50))


def test_os_errors_surface_as_oserror() -> None:
    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    fd = sock.fileno()
    sock.close()
    with pytest.raises(OSError) as info:
        ReceiveBatch(2, 64).receive(fd)
    assert info.value.errno == errno.EBADF
