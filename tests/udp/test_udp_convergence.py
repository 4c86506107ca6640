"""Loss detection + NAK + retransmit + flow control over a simulated lossy, reordering, duplicating network.

Property: whatever the seeded loss pattern, the image rebuilt by each receiver ends byte-identical to
the sender's log, over more than one term (so padding and rotation are crossed).
"""

from __future__ import annotations

import random
import tempfile
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st
from udp_simnet import SENDER, SimReceiver, SimSender, sender_stream_bytes, udp_network

from aeronkit.driver.flow_control import MinMulticastFlowControl, UnicastFlowControl
from aeronkit.driver.loss_detector import OptimalMulticastDelayGenerator, unicast_delay_generator
from aeronkit.driver.retransmit_handler import RetransmitHandler
from aeronkit.testing import ManualClock, Scheduler

TERM_LENGTH = 64 * 1024
MTU = 1408
STEP_NS = 100_000


def _message(index: int, length: int) -> bytes:
    return bytes((index * 31 + k) & 0xFF for k in range(length))


def _publish(sender: SimSender, lengths: list[int], target: int) -> int:
    index = 0
    while sender.appender.position < target:
        sender.publish(_message(index, lengths[index % len(lengths)]))
        index += 1
    return sender.appender.position


rates = st.floats(min_value=0.0, max_value=0.25)


@settings(max_examples=100, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), data_loss=rates, control_loss=rates, duplicate=rates, reorder=rates,
       lengths=st.lists(st.integers(1, 3000), min_size=1, max_size=12),
       initial_term_id=st.integers(-(2**31), 2**31 - 1), extra=st.integers(0, 40_000))
def test_unicast_image_converges_to_the_sender_log(
    seed: int, data_loss: float, control_loss: float, duplicate: float, reorder: float, lengths: list[int],
    initial_term_id: int, extra: int,
) -> None:
    clock = ManualClock()
    network = udp_network(clock, seed)
    network.link(SENDER, "receiver", loss=data_loss, duplicate=duplicate, reorder=reorder)
    network.link("receiver", SENDER, loss=control_loss, duplicate=duplicate, reorder=reorder)
    with tempfile.TemporaryDirectory() as tmp:
        retransmit = RetransmitHandler(clock)
        sender = SimSender(Path(tmp) / "pub.logbuffer", network, TERM_LENGTH, MTU, initial_term_id,
                           UnicastFlowControl(16), retransmit)
        receiver = SimReceiver(Path(tmp) / "img.logbuffer", network, "receiver", TERM_LENGTH, MTU,
                               initial_term_id, unicast_delay_generator(), receiver_id=7)
        sender.receivers.append(receiver.name)
        scheduler = Scheduler(seed, clock, STEP_NS, record=False)
        scheduler.add(SENDER, sender.duty)
        scheduler.add(receiver.name, receiver.duty)
        try:
            final = _publish(sender, lengths, TERM_LENGTH + 8_000 + extra)
            scheduler.run_until(lambda: receiver.rebuild_position >= final, 100_000, "the image to converge")
            assert receiver.stream_bytes(final) == sender_stream_bytes(sender, final)
            if network.stats(SENDER, receiver.name).dropped:
                assert receiver.naks_sent, "data was dropped but no NAK went out"
                assert sender.resender.retransmits_sent > 0
        finally:
            sender.close()
            receiver.close()


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), data_loss=rates, control_loss=rates, duplicate=rates, reorder=rates,
       lengths=st.lists(st.integers(1, 3000), min_size=1, max_size=12))
def test_multicast_group_of_two_converges_with_min_flow_control(
    seed: int, data_loss: float, control_loss: float, duplicate: float, reorder: float, lengths: list[int],
) -> None:
    clock = ManualClock()
    initial_term_id = random.Random(seed).randint(-(2**31), 2**31 - 1)
    network = udp_network(clock, seed)
    scheduler = Scheduler(seed, clock, STEP_NS, record=False)
    with tempfile.TemporaryDirectory() as tmp:
        retransmit = RetransmitHandler(clock, has_group_semantics=True, max_retransmits=16)
        # g:/2 as Aeron users do for a known group: nothing is sent until both receivers are tracked, so
        # neither can fall out of the sender's resend window (term/2 + max message behind it).
        flow_control = MinMulticastFlowControl(4, 5_000_000_000, 0, group_min_size=2)
        sender = SimSender(Path(tmp) / "pub.logbuffer", network, TERM_LENGTH, MTU, initial_term_id,
                           flow_control, retransmit)
        scheduler.add(SENDER, sender.duty)
        receivers = []
        for i in range(2):
            name = f"receiver-{i}"
            network.link(SENDER, name, loss=data_loss, duplicate=duplicate, reorder=reorder)
            network.link(name, SENDER, loss=control_loss, duplicate=duplicate, reorder=reorder)
            delay = OptimalMulticastDelayGenerator(10_000_000, 10, random.Random(seed + 200 + i))
            receivers.append(SimReceiver(Path(tmp) / f"img{i}.logbuffer", network, name, TERM_LENGTH, MTU,
                                         initial_term_id, delay, receiver_id=1000 + i))
            sender.receivers.append(name)
            scheduler.add(name, receivers[-1].duty)
        try:
            final = _publish(sender, lengths, TERM_LENGTH + 10_000)
            scheduler.run_until(lambda: all(r.rebuild_position >= final for r in receivers), 200_000,
                                "both images to converge")
            expected = sender_stream_bytes(sender, final)
            for receiver in receivers:
                assert receiver.stream_bytes(final) == expected
            assert sender.position >= final
        finally:
            sender.close()
            for receiver in receivers:
                receiver.close()
