"""Multicast over a veth pair between two namespaces: data to the group, control back to group + 1."""

from __future__ import annotations

import struct
import subprocess
import time

from udp_netns import VethPair

from aeronkit.driver.media.batch_io import Address, SendBatch
from aeronkit.driver.media.poller import HDR_TYPE_DATA, HDR_TYPE_SM, control_poller, data_poller
from aeronkit.driver.media.transport import ReceiveChannelTransport, SendChannelTransport
from aeronkit.driver.media.udp_channel import UdpChannel

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
        deadline = time.monotonic() + 10
        while len(data.frames) < 40 and time.monotonic() < deadline:
            dpoller.poll()
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
        deadline = time.monotonic() + 10
        while not control.frames and time.monotonic() < deadline:
            cpoller.poll()
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
