"""Channel transports on 127.0.0.1: open/bind, batch round trips, pollers, and socket buffer validation."""

from __future__ import annotations

import socket
import struct

import pytest
from support.wait import wait_until

from aeronkit.driver.media.batch_io import Address, ReceiveBatch, SendBatch
from aeronkit.driver.media.poller import HDR_TYPE_DATA, HDR_TYPE_SM, control_poller, data_poller
from aeronkit.driver.media.transport import (
    ChannelTransportError,
    ReceiveChannelTransport,
    SendChannelTransport,
    SocketBufferLimits,
    is_valid_frame,
    validate_mtu_for_sndbuf,
    validate_socket_buffer_lengths,
    validate_window_for_rcvbuf,
)
from aeronkit.driver.media.udp_channel import UdpChannel
from aeronkit.errors import ConfigurationError
from aeronkit.testing import DebugFrameInterceptor, PatternLossGenerator


class Recorder:
    def __init__(self) -> None:
        self.frames: list[tuple[int, bytes, Address, int]] = []

    def on_frame(self, frame_type: int, datagram: memoryview, source: Address, transport_index: int) -> None:
        self.frames.append((frame_type, bytes(datagram), source, transport_index))


def _frame(kind: int, length: int = 32, version: int = 0, tag: int = 0) -> bytes:
    body = struct.pack("<iBBH", length, version, 0xC0, kind) + tag.to_bytes(4, "little")
    return body + bytes(max(length, 8) - len(body))


def _pair(extra: str = "") -> tuple[SendChannelTransport, ReceiveChannelTransport]:
    receiver = ReceiveChannelTransport(UdpChannel.parse(f"aeron:udp?endpoint=127.0.0.1:0{extra}")).open()
    port = receiver.bound_address[1]
    sender = SendChannelTransport(UdpChannel.parse(f"aeron:udp?endpoint=127.0.0.1:{port}{extra}")).open()
    return sender, receiver


def test_unicast_data_one_way_and_control_back_to_the_source() -> None:
    sender, receiver = _pair()
    with sender, receiver:
        data = Recorder()
        poller = data_poller(data)
        poller.register(receiver)
        blob = b"".join(_frame(HDR_TYPE_DATA, 32, tag=i) for i in range(50))
        batch = SendBatch(64)
        for i in range(50):
            batch.add(i * 32, 32)
        assert sender.send(batch, blob) == 50
        wait_until(lambda: len(data.frames) >= 50, 5, "50 data frames", work=poller.poll)
        assert [int.from_bytes(f[1][8:12], "little") for f in data.frames] == list(range(50))
        source = data.frames[0][2]
        assert source == sender.send_address
        control = Recorder()
        cpoller = control_poller(control)
        cpoller.register(sender)
        assert receiver.send_to(_frame(HDR_TYPE_SM, 36), receiver.control_address_for(source)) == 36
        wait_until(lambda: control.frames, 5, "a control frame", work=cpoller.poll)
        assert control.frames[0][0] == HDR_TYPE_SM


def test_ipv6_unicast_round_trip() -> None:
    receiver = ReceiveChannelTransport(UdpChannel.parse("aeron:udp?endpoint=[::1]:0")).open()
    with receiver:
        port = receiver.bound_address[1]
        with SendChannelTransport(UdpChannel.parse(f"aeron:udp?endpoint=[::1]:{port}")).open() as sender:
            data = Recorder()
            poller = data_poller(data)
            poller.register(receiver)
            assert sender.send_to(_frame(HDR_TYPE_DATA, tag=6)) == 32
            wait_until(lambda: data.frames, 5, "a data frame", work=poller.poll)
            assert data.frames[0][1][8] == 6 and data.frames[0][2][0] == "::1"


def test_poller_counts_invalid_frames_and_ignores_other_types() -> None:
    sender, receiver = _pair()
    with sender, receiver:
        data = Recorder()
        poller = data_poller(data)
        poller.register(receiver)
        for datagram in (b"\x00" * 7, _frame(HDR_TYPE_DATA, version=1), _frame(HDR_TYPE_SM, 36),
                         _frame(HDR_TYPE_DATA, tag=9)):
            sender.send_to(datagram)
        wait_until(lambda: data.frames and poller.invalid_packets >= 2, 5, "a frame and two invalid ones",
                   work=poller.poll)
        assert poller.invalid_packets == 2
        assert [(f[0], f[1][8]) for f in data.frames] == [(HDR_TYPE_DATA, 9)]


def test_interceptor_sits_between_transport_and_handler() -> None:
    sender, receiver = _pair()
    with sender, receiver:
        data = Recorder()
        interceptor = DebugFrameInterceptor(PatternLossGenerator("01"))
        poller = data_poller(data, interceptor)
        poller.register(receiver)
        for i in range(10):
            sender.send_to(_frame(HDR_TYPE_DATA, tag=i))
        wait_until(lambda: len(data.frames) + interceptor.dropped >= 10, 5, "ten frames passed or dropped",
                   work=poller.poll)
        assert [f[1][8] for f in data.frames] == [0, 2, 4, 6, 8]
        assert interceptor.dropped == 5


def test_socket_buffer_sizes_are_applied() -> None:
    sender, receiver = _pair("|so-sndbuf=64k|so-rcvbuf=256k")
    with sender, receiver:
        assert receiver.socket_rcvbuf_length == 256 * 1024
        assert sender.socket_sndbuf_length == 64 * 1024
        assert receiver.receive_socket is not None
        # Linux doubles the requested size for bookkeeping; it never gives less than asked (below the max).
        assert receiver.receive_socket.getsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF) >= 256 * 1024


def test_bind_conflict_names_the_channel() -> None:
    receiver = ReceiveChannelTransport(UdpChannel.parse("aeron:udp?endpoint=127.0.0.1:0")).open()
    with receiver:
        channel = f"aeron:udp?endpoint=127.0.0.1:{receiver.bound_address[1]}"
        with pytest.raises(ChannelTransportError, match=r"channel=aeron:udp\?endpoint=127\.0\.0\.1"):
            ReceiveChannelTransport(UdpChannel.parse(channel)).open()


def test_closed_transport_moves_nothing() -> None:
    sender, receiver = _pair()
    sender.close()
    receiver.close()
    assert receiver.receive() == 0
    assert sender.send_to(b"x" * 32) == 0


def test_is_valid_frame() -> None:
    assert is_valid_frame(_frame(1), 32)
    assert not is_valid_frame(_frame(1), 7)
    assert not is_valid_frame(_frame(1, version=2), 32)


LIMITS = SocketBufferLimits(
    default_sndbuf=212992, max_sndbuf=4194304, default_rcvbuf=212992, max_rcvbuf=4194304)


def test_driver_validation_names_the_property() -> None:
    assert validate_socket_buffer_lengths(1408, 128 * 1024, 0, 0, LIMITS) == []
    with pytest.raises(ConfigurationError,
                       match=r"mtuLength=65504 > SO_SNDBUF=32768, increase aeron\.socket\.so_sndbuf"):
        validate_socket_buffer_lengths(65504, 128 * 1024, 32768, 0, LIMITS)
    with pytest.raises(
            ConfigurationError,
            match=r"initialWindowLength=262144 > SO_RCVBUF=212992, increase aeron\.socket\.so_rcvbuf"):
        validate_socket_buffer_lengths(1408, 256 * 1024, 0, 0, LIMITS)
    warnings = validate_socket_buffer_lengths(1408, 128 * 1024, 8 << 20, 8 << 20, LIMITS)
    assert len(warnings) == 2 and "aeron.socket.so_sndbuf attempted=8388608" in warnings[0]


def test_channel_validation_names_the_parameter() -> None:
    validate_mtu_for_sndbuf(1408, 0, 212992, "aeron:udp?endpoint=x:1")
    with pytest.raises(ConfigurationError, match="mtu=8192 so-sndbuf=4096 channel=c"):
        validate_mtu_for_sndbuf(8192, 4096, 212992, "c")
    with pytest.raises(ConfigurationError, match=r"mtu=8192 so-sndbuf=4096 \(OS default\) existingChannel=e"):
        validate_mtu_for_sndbuf(8192, 0, 4096, "c", "e")
    validate_window_for_rcvbuf(128 * 1024, 0, 212992, "c")
    with pytest.raises(ConfigurationError, match="rcv-wnd=262144 so-rcvbuf=131072 channel=c"):
        validate_window_for_rcvbuf(256 * 1024, 128 * 1024, 212992, "c")
    with pytest.raises(ConfigurationError, match=r"rcv-wnd=262144 so-rcvbuf=212992 \(OS default\)"):
        validate_window_for_rcvbuf(256 * 1024, 0, 212992, "c")


def test_probed_limits_are_sane() -> None:
    limits = SocketBufferLimits.probe()
    assert 0 < limits.default_sndbuf <= limits.max_sndbuf
    assert 0 < limits.default_rcvbuf <= limits.max_rcvbuf



def test_outbound_interceptor_drops_before_the_wire() -> None:
    sender, receiver = _pair()
    with sender, receiver:
        sender.outbound = DebugFrameInterceptor(PatternLossGenerator("001"))
        data = Recorder()
        poller = data_poller(data)
        poller.register(receiver)
        blob = b"".join(_frame(HDR_TYPE_DATA, 32, tag=i) for i in range(9))
        batch = SendBatch(16)
        for i in range(9):
            batch.add(i * 32, 32)
        assert sender.send(batch, blob) == 9 and batch.count == 0
        wait_until(lambda: len(data.frames) >= 6, 5, "six frames", work=poller.poll)
        assert [f[1][8] for f in data.frames] == [0, 1, 3, 4, 6, 7]


def _data_frame(length: int, term_offset: int, kind: int = HDR_TYPE_DATA, session: int = 1) -> bytes:
    aligned = (length + 31) & ~31 if length else 32
    header = struct.pack("<iBBHiiii", length, 0, 0xC0, kind, term_offset, session, 2, 3) + bytes(8)
    return header + bytes(aligned - 32)


def _classify(*datagrams: bytes) -> list[int]:
    batch = ReceiveBatch(8, 8192)
    for i, d in enumerate(datagrams):
        batch.buffer[i * 8192:i * 8192 + len(d)] = d
        batch.lengths[i] = len(d)
    batch.count = len(datagrams)
    batch.classify()
    return [batch.types[i] for i in range(len(datagrams))]


def test_classify_accepts_what_aeron_sends_and_refuses_broken_runs() -> None:
    run = _data_frame(100, 64) + _data_frame(32, 192) + _data_frame(1000, 224)
    padded = _data_frame(64, 65408) + struct.pack("<iBBHiiii", 64, 0, 0xC0, 0, 65472, 1, 2, 3) + bytes(8)
    heartbeat = struct.pack("<iBBHiiii", 0, 0, 0xC0, 1, 4096, 1, 2, 3) + bytes(8)
    types = _classify(run, padded, heartbeat, _frame(HDR_TYPE_SM, 36))
    assert types == [HDR_TYPE_DATA, HDR_TYPE_DATA, HDR_TYPE_DATA, HDR_TYPE_SM]
    broken = [
        run[:-32],  # last frame cut short
        _data_frame(64, 0) + _data_frame(64, 96),  # term offsets do not follow on
        _data_frame(64, 0) + _data_frame(64, 64, session=9),  # another session inside
        struct.pack("<iBBHiiii", 64, 0, 0xC0, 0, 0, 1, 2, 3) + bytes(8) + _data_frame(64, 32),  # pad not last
        heartbeat + bytes(32),  # a heartbeat is exactly one header
        _data_frame(64, 0)[:48],  # not a multiple of 32
        _frame(HDR_TYPE_SM, 32),  # shorter than an SM
        _frame(5, 36),  # shorter than a SETUP
    ]
    assert _classify(*broken) == [-1] * len(broken)
