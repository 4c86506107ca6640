"""Multicast over a veth pair between two namespaces: data to the group, control back to group + 1."""

from __future__ import annotations

import random
import select
import struct
import subprocess
from pathlib import Path

from support.wait import wait_until
from udp_mini_image import MiniImage
from udp_mini_sender import MiniSender
from udp_netns import VethPair

from aeronkit import testpattern
from aeronkit.clock import SystemNanoClock
from aeronkit.driver.flow_control import MinMulticastFlowControl
from aeronkit.driver.loss_detector import OptimalMulticastDelayGenerator
from aeronkit.driver.media.batch_io import Address, SendBatch
from aeronkit.driver.media.poller import (
    HDR_TYPE_DATA,
    HDR_TYPE_SETUP,
    HDR_TYPE_SM,
    control_poller,
    data_poller,
)
from aeronkit.driver.media.transport import ReceiveChannelTransport, SendChannelTransport
from aeronkit.driver.media.udp_channel import UdpChannel
from aeronkit.driver.retransmit_handler import RetransmitHandler
from aeronkit.testing import DebugFrameInterceptor, RandomLossGenerator

GROUP = "224.0.1.1:40456"


class Recorder:
    def __init__(self) -> None:
        self.frames: list[tuple[int, bytes, Address]] = []

    def on_frame(self, frame_type: int, datagram: memoryview, source: Address, transport_index: int) -> None:
        self.frames.append((frame_type, bytes(datagram), source))


def _data(seq: int) -> bytes:
    return struct.pack("<iBBHiiii", 64, 0, 0xC0, HDR_TYPE_DATA, seq * 64, 1, 2, 3) + bytes(40)


def test_multicast_round_trip_between_namespaces(veth_pair: VethPair) -> None:
    a, b = veth_pair.a, veth_pair.b
    sender = a.run(lambda: SendChannelTransport(
        UdpChannel.parse(f"aeron:udp?endpoint={GROUP}|interface={a.address}|ttl=1")).open())
    # one member names its interface, the other lets it resolve (the veth: non-loopback interfaces first)
    receivers = [b.run(lambda: ReceiveChannelTransport(
        UdpChannel.parse(f"aeron:udp?endpoint={GROUP}|interface={b.address}/24")).open()),
        b.run(lambda: ReceiveChannelTransport(UdpChannel.parse(f"aeron:udp?endpoint={GROUP}")).open())]
    try:
        assert sender.udp_channel.is_multicast and sender.udp_channel.interface_index > 0
        assert receivers[1].udp_channel.local_data.host == b.address
        data = Recorder()
        dpoller = data_poller(data)
        for receiver in receivers:
            dpoller.register(receiver)
        blob = b"".join(_data(i) for i in range(20))
        batch = SendBatch(32)
        for i in range(20):
            batch.add(i * 64, 64)
        assert sender.send(batch, blob) == 20  # no destinations: the socket is connected to the group
        wait_until(lambda: len(data.frames) >= 40, 10, "40 datagrams", work=dpoller.poll)
        assert len(data.frames) == 40, "each of the two group members gets every datagram"
        for offset in (0, 20):
            got = [struct.unpack_from("<i", f[1], 8)[0] // 64 for f in data.frames[offset:offset + 20]]
            assert sorted(got) == list(range(20))
        source = data.frames[0][2]
        assert source[0] == a.address

        control = Recorder()
        cpoller = control_poller(control)
        cpoller.register(sender)
        sm = struct.pack("<iBBHiiiiiq", 36, 0, 0, HDR_TYPE_SM, 1, 2, 3, 64, 32768, 99)
        assert receivers[0].control_address_for(source) == ("224.0.1.2", 40456)
        assert receivers[0].send_to(sm) == 36  # connected to the control group
        wait_until(lambda: control.frames, 10, "the status message", work=cpoller.poll)
        assert control.frames and control.frames[0][0] == HDR_TYPE_SM
        assert control.frames[0][2][0] == b.address
    finally:
        sender.close()
        for receiver in receivers:
            receiver.close()


def test_namespaces_are_removed_afterwards(veth_pair: VethPair) -> None:
    names = [veth_pair.a.name, veth_pair.b.name]
    listed = subprocess.run(["ip", "netns", "list"], capture_output=True, text=True, timeout=30).stdout
    assert all(name in listed for name in names)
    veth_pair.remove()
    listed = subprocess.run(["ip", "netns", "list"], capture_output=True, text=True, timeout=30).stdout
    assert not any(name in listed for name in names)


class _Member:
    """One group member: a receive transport in namespace B feeding a MiniImage through a loss interceptor."""

    def __init__(self, tmp: Path, transport: ReceiveChannelTransport, index: int, seed: int) -> None:
        self.tmp = tmp
        self.transport = transport
        self.index = index
        self.seed = seed
        self.image: MiniImage | None = None
        self.verifier = testpattern.Verifier()
        self.loss = DebugFrameInterceptor(RandomLossGenerator(0.05, seed), frame_types=[HDR_TYPE_DATA, 0])
        self.poller = data_poller(self, self.loss)
        self.poller.register(transport)

    def on_frame(self, frame_type: int, datagram: memoryview, source: Address, transport_index: int) -> None:
        if frame_type == HDR_TYPE_SETUP:
            if self.image is None:
                self.image = MiniImage(
                    self.tmp / f"image{self.index}.logbuffer", self.transport, bytes(datagram), source,
                    SystemNanoClock(), self.verifier.on_message, receiver_id=1000 + self.index,
                    delay_generator=OptimalMulticastDelayGenerator(10_000_000, 10, random.Random(self.seed)))
        elif frame_type in (HDR_TYPE_DATA, 0) and self.image is not None:
            self.image.on_data(datagram)


def test_multicast_stream_with_loss_reaches_two_members_intact(veth_pair: VethPair, tmp_path: Path) -> None:
    """A sender and two lossy members over real multicast: randomised NAK delays, pooled retransmits,
    min flow control with a group of two; each member rebuilds every message in order."""
    a, b = veth_pair.a, veth_pair.b
    messages = 1_000
    transport = a.run(lambda: SendChannelTransport(
        UdpChannel.parse(f"aeron:udp?endpoint={GROUP}|interface={a.address}")).open())
    members = [_Member(tmp_path, b.run(lambda: ReceiveChannelTransport(
        UdpChannel.parse(f"aeron:udp?endpoint={GROUP}|interface={b.address}")).open()), i, 77 + i)
        for i in range(2)]
    clock = SystemNanoClock()
    sender = MiniSender(
        tmp_path / "pub.logbuffer", transport, clock, session_id=4242, stream_id=5005, initial_term_id=-7,
        term_length=64 * 1024, mtu=1408,
        flow_control=MinMulticastFlowControl(4, 5_000_000_000, 0, group_min_size=2),
        retransmit=RetransmitHandler(clock, has_group_semantics=True, max_retransmits=16))
    control = control_poller(sender)
    control.register(transport)
    lengths = testpattern.LengthGenerator(9, 8, 4096, 100, 8192)
    sockets = [transport.receive_socket] + [m.transport.receive_socket for m in members]
    next_index = 0
    pending: bytes | None = None
    deadline = clock.nano_time() + 60 * 1_000_000_000
    try:
        while any(m.verifier.messages < messages for m in members) and clock.nano_time() < deadline:
            while next_index < messages:
                pending = pending or testpattern.message(next_index, lengths.next())
                if not sender.try_publish(pending):
                    break
                next_index += 1
                pending = None
            sender.do_work()
            select.select(sockets, [], [], 0.001)  # wait for datagrams or a timer tick
            for member in members:
                member.poller.poll()
                if member.image is not None:
                    member.image.do_work()
            control.poll()
    finally:
        transport.close()
        sender.close()
        for member in members:
            member.transport.close()
            if member.image is not None:
                member.image.close()
    for member in members:
        member.verifier.finish(messages)
        assert member.verifier.ok and member.verifier.messages == messages, member.verifier.summary()
        assert member.loss.dropped > 0
    assert sender.naks > 0 and sender.resender.retransmits_sent > 0
