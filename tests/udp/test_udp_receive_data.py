"""The receiver's hot path in one native call: aeronkit_udp_receive_data (native/aeronkit_udp.c).

Real datagrams on 127.0.0.1 go through ReceiveBatch.receive_data with a one-image table over a real log:
DATA of the known session lands in its term at its offset and moves the high-water mark; an over-run
(more than half a term past the last SM), an under-run, heartbeats (with end of stream) are counted the way
PublicationImage.insertPacket counts them (aeron-driver/.../PublicationImage.java at 1.51.0); a datagram of
another session and a SETUP are left for Python by index; garbage is counted invalid; and a table that
points nowhere or is larger than its array is refused before any byte is read.
"""

from __future__ import annotations

import socket
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from aeronkit._native import ffi
from aeronkit.driver import udp_frames as f
from aeronkit.driver.media.batch_io import BatchArgumentError, ReceiveBatch
from aeronkit.logbuffer import LogBuffers
from aeronkit.logbuffer import descriptor as d

TERM = 64 * 1024
SESSION, STREAM, INITIAL = 7, 1001, 100


def _data(term_offset: int, payload: bytes, session: int = SESSION, term_id: int = INITIAL) -> bytes:
    length = f.DATA_HEADER_LENGTH + len(payload)
    header = f.DATA_HEADER.pack(length, 0, 0xC0, f.HDR_TYPE_DATA, term_offset, session, STREAM, term_id, 0)
    return (header + payload).ljust((length + 31) & ~31, b"\0")


@pytest.fixture
def sockets() -> Iterator[tuple[socket.socket, socket.socket]]:
    rx = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    rx.bind(("127.0.0.1", 0))
    rx.setblocking(False)
    tx = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        yield rx, tx
    finally:
        rx.close()
        tx.close()


@pytest.fixture
def log(tmp_path: Path) -> Iterator[LogBuffers]:
    logs = LogBuffers.create(tmp_path / "image.logbuffer", TERM, initial_term_id=INITIAL, session_id=SESSION,
                             stream_id=STREAM, log_type=d.LOG_BUFFER_TYPE_PUBLICATION_IMAGE)
    try:
        yield logs
    finally:
        logs.close()


class Table:
    """A one-image table as the endpoint builds it: an array of pointers to receive states (``slot``)."""

    def __init__(self, log: LogBuffers, last_sm: int = 0) -> None:
        self.slot: Any = ffi.new("aeronkit_udp_image_t *")  # owned here: the array only points at it
        slot = self.slot
        slot.log = log.native
        slot.session_id, slot.stream_id = SESSION, STREAM
        slot.last_sm_position = last_sm
        slot.last_overrun_threshold = last_sm + TERM // 2
        slot.window_length = TERM // 2
        slot.hwm_position = last_sm
        slot.end_of_stream_position = -1
        slot.time_of_last_packet_ns = 0
        self.array: Any = ffi.new("aeronkit_udp_image_t *[]", [slot])


def _receive(
    batch: ReceiveBatch, rx: socket.socket, table: Table, count: int, expected: int
) -> tuple[Any, Any]:
    pending = ffi.new("int32_t[]", batch.capacity)
    result = ffi.new("aeronkit_udp_receive_result_t *")
    got = 0
    for _ in range(1000):  # datagrams on loopback are queued when sendto returns; this only guards a bug
        got = batch.receive_data(rx.fileno(), table.array, count, 5_000, pending, result)
        if got:
            break
    assert got == expected == result.received
    return pending, result


def test_known_session_data_is_inserted_and_the_rest_left_for_python(
    sockets: tuple[socket.socket, socket.socket], log: LogBuffers
) -> None:
    rx, tx = sockets
    address = rx.getsockname()
    first, second = _data(0, b"a" * 40), _data(96, b"b" * 8)  # 96: a gap after the first frame
    setup = f.setup(SESSION + 1, STREAM, 0, 0, 0, TERM, 1408, 0, 0)
    datagrams = [
        first,
        _data(0, b"x" * 8, session=SESSION + 1),  # another session: the conductor's business
        b"\x01\x02\x03",  # garbage
        second,
        setup,
        _data(TERM // 2, b"o" * 8),  # beyond the over-run threshold
        f.heartbeat(SESSION, STREAM, INITIAL, 128, f.BEGIN_END_AND_EOS_FLAGS),
    ]
    for datagram in datagrams:
        tx.sendto(datagram, address)
    batch = ReceiveBatch(capacity=16, slot_length=2048)
    table = Table(log)
    pending, result = _receive(batch, rx, table, 1, len(datagrams))

    assert result.invalid == 1
    assert [pending[i] for i in range(result.pending)] == [1, 4]
    assert result.consumed == 4
    assert result.consumed_bytes == len(first) + len(second) + 64 + 32
    term = bytes(log.term_buffer(0))
    assert term[:len(first)] == first and term[96:96 + len(second)] == second
    slot = table.slot
    assert (slot.datagrams, slot.inserted, slot.over_runs, slot.heartbeats) == (4, 2, 1, 1)
    assert slot.hwm_position == 96 + len(second)
    assert slot.end_of_stream_position == 128
    assert slot.time_of_last_packet_ns == 5_000


def test_under_run_counts_and_keeps_the_image_alive_inside_the_window(
    sockets: tuple[socket.socket, socket.socket], log: LogBuffers
) -> None:
    rx, tx = sockets
    tx.sendto(_data(TERM - 64, b"u" * 8, term_id=INITIAL), rx.getsockname())  # behind an SM in term 1
    batch = ReceiveBatch(capacity=4, slot_length=2048)
    table = Table(log, last_sm=TERM)
    _receive(batch, rx, table, 1, 1)
    slot = table.slot
    assert (slot.under_runs, slot.inserted, slot.time_of_last_packet_ns) == (1, 0, 5_000)
    assert bytes(log.term_buffer(0))[TERM - 64:TERM - 32] == bytes(32)


def test_bad_tables_are_refused_before_any_read(log: LogBuffers) -> None:
    batch = ReceiveBatch(capacity=4, slot_length=2048)
    pending = ffi.new("int32_t[]", 4)
    result = ffi.new("aeronkit_udp_receive_result_t *")
    table = Table(log)
    with pytest.raises(BatchArgumentError):
        batch.receive_data(0, table.array, 2, 0, pending, result)  # more images than the array holds
    with pytest.raises(BatchArgumentError):
        batch.receive_data(0, table.array, 1, 0, ffi.new("int32_t[]", 1), result)  # pending too small
    table.slot.log = ffi.NULL
    with pytest.raises(BatchArgumentError):
        batch.receive_data(0, table.array, 1, 0, pending, result)
