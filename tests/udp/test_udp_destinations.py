"""Multi-destination cast: manual and dynamic destination sets, round robin, expiry, and a real fan-out."""

from __future__ import annotations

import struct

from support.wait import wait_until

from aeronkit.driver.media.batch_io import Address, SendBatch
from aeronkit.driver.media.destinations import (
    DESTINATION_TIMEOUT_NS,
    DynamicDestinations,
    ManualDestinations,
)
from aeronkit.driver.media.poller import HDR_TYPE_DATA, HDR_TYPE_SM, control_poller, data_poller
from aeronkit.driver.media.transport import ReceiveChannelTransport, SendChannelTransport
from aeronkit.driver.media.udp_channel import UdpChannel

A = ("127.0.0.1", 5001)
B = ("127.0.0.1", 5002)


def _addresses(batch: SendBatch) -> list[Address]:
    return [("127.0.0.1", int(batch.addresses[i].port)) for i in range(batch.count)]


def test_dynamic_destinations_join_by_status_message_and_expire() -> None:
    dests = DynamicDestinations()
    dests.on_status_message(7, A, 0)
    dests.on_status_message(8, B, 0)
    dests.on_status_message(7, A, 10)  # refresh, not a new one
    assert len(dests) == 2
    batch = SendBatch(8)
    assert dests.stage(batch, 0, 32, DESTINATION_TIMEOUT_NS) == 2
    assert sorted(_addresses(batch)) == [A, B]
    dests.on_status_message(8, B, DESTINATION_TIMEOUT_NS)
    batch.clear()
    assert dests.stage(batch, 0, 32, DESTINATION_TIMEOUT_NS + 10) == 2  # exactly at its timeout: still in
    batch.clear()
    assert dests.stage(batch, 0, 32, DESTINATION_TIMEOUT_NS + 11) == 1  # receiver 7 went quiet
    assert _addresses(batch) == [B] and len(dests) == 1


def test_round_robin_rotates_the_first_destination() -> None:
    dests = DynamicDestinations()
    for i, port in enumerate((5001, 5002, 5003)):
        dests.on_status_message(i, ("127.0.0.1", port), 0)
    firsts = []
    for _ in range(4):
        batch = SendBatch(8)
        dests.stage(batch, 0, 32, 1)
        firsts.append(int(batch.addresses[0].port))
    assert firsts == [5001, 5002, 5003, 5001]


def test_manual_destinations_learn_receiver_ids_and_offer_re_resolution() -> None:
    dests = ManualDestinations()
    dests.add_destination("localhost:5001", A, registration_id=40, now_ns=0)
    dests.add_destination("localhost:5002", B, registration_id=41, now_ns=0)
    dests.on_status_message(99, B, 100)
    assert dests.destinations[1].is_receiver_id_valid and dests.destinations[1].receiver_id == 99
    assert dests.find_registration_id(99, ("10.0.0.9", 5002)) == 41  # by id and port once known
    assert dests.find_registration_id(1, ("10.0.0.9", 5001)) == -1
    due = dests.due_for_re_resolution(DESTINATION_TIMEOUT_NS + 50)
    assert [d.endpoint for d in due] == ["localhost:5001"]
    assert dests.due_for_re_resolution(DESTINATION_TIMEOUT_NS + 60) == []
    dests.update_destination("localhost:5001", ("127.0.0.1", 6001))
    assert dests.destinations[0].address == ("127.0.0.1", 6001)
    assert dests.remove_destination_by_id(41) and not dests.remove_destination(B)
    assert dests.remove_destination(("127.0.0.1", 6001)) and len(dests) == 0


def test_full_batch_stops_staging() -> None:
    dests = DynamicDestinations()
    for port in range(5001, 5006):
        dests.on_status_message(port, ("127.0.0.1", port), 0)
    batch = SendBatch(3)
    assert dests.stage(batch, 0, 32, 1) == 3


class Recorder:
    def __init__(self) -> None:
        self.frames: list[tuple[int, bytes, Address]] = []

    def on_frame(self, frame_type: int, datagram: memoryview, source: Address, transport_index: int) -> None:
        self.frames.append((frame_type, bytes(datagram), source))


def test_dynamic_mdc_fans_out_to_receivers_that_sent_status_messages() -> None:
    sender = SendChannelTransport(
        UdpChannel.parse("aeron:udp?control=127.0.0.1:0|control-mode=dynamic")).open()
    control_address = sender.send_address
    receivers = [ReceiveChannelTransport(UdpChannel.parse("aeron:udp?endpoint=127.0.0.1:0")).open()
                 for _ in range(2)]
    try:
        assert sender.connect_address is None  # MDC: never connected
        control = Recorder()
        cpoller = control_poller(control)
        cpoller.register(sender)
        dests = DynamicDestinations()
        for i, receiver in enumerate(receivers):
            sm = struct.pack("<iBBHiiiiiq", 36, 0, 0, HDR_TYPE_SM, 1, 2, 0, 0, 65536, 500 + i)
            assert receiver.send_to(sm, control_address) == 36
        wait_until(lambda: len(control.frames) >= 2, 5, "two status messages", work=cpoller.poll)
        for _kind, frame, source in control.frames:
            dests.on_status_message(struct.unpack_from("<q", frame, 28)[0], source, 0)
        assert len(dests) == 2
        data = Recorder()
        dpoller = data_poller(data)
        for receiver in receivers:
            dpoller.register(receiver)
        blob = b"".join(struct.pack("<iBBHiiii", 64, 0, 0xC0, HDR_TYPE_DATA, i * 64, 1, 2, 0) + bytes(40)
                        for i in range(10))
        batch = SendBatch(64)
        for i in range(10):
            dests.stage(batch, i * 64, 64, 1)
        assert batch.count == 20
        assert sender.send(batch, blob) == 20
        wait_until(lambda: len(data.frames) >= 20, 5, "20 datagrams", work=dpoller.poll)
        assert len(data.frames) == 20
        assert {f[2] for f in data.frames} == {control_address}
    finally:
        sender.close()
        for receiver in receivers:
            receiver.close()
