"""Interop on the wire, the other way: a sender built from our UDP components publishes to a real Aeron
Java subscription whose driver drops 5% of received data frames with Aeron's own debug loss generator
(DebugReceiveChannelEndpoint). Java's NAKs must reach our RetransmitHandler, our resends from the log
must fill its gaps, its status messages must pace our flow control, and it must see every message in
order. Data goes out of the log in sendmmsg batches.
"""

from __future__ import annotations

import random
import select
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from support.drivers import DriverHandle, launched
from support.java import java_program
from support.ports import free_udp_port
from support.processes import read_line, read_rest, stop
from udp_mini_sender import MiniSender

from aeronkit import testpattern
from aeronkit.clock import SystemNanoClock
from aeronkit.cnc import CncFile
from aeronkit.driver.media.poller import control_poller
from aeronkit.driver.media.transport import SendChannelTransport
from aeronkit.driver.media.udp_channel import UdpChannel
from aeronkit.interop.java import JavaToolchain

pytestmark = pytest.mark.java

MESSAGES = 20_000
SEED = 5_050_505
STREAM_ID = 3004
NAKS_SENT = 5  # Java system counter ids (driver/status/SystemCounterDescriptor.java)
LOSS_PROPS = {
    "aeron.ReceiveChannelEndpoint.supplier": "io.aeron.driver.ext.DebugReceiveChannelEndpointSupplier",
    "aeron.debug.receive.data.loss.rate": "0.05",
    "aeron.debug.receive.data.loss.seed": str(SEED),
}


@pytest.fixture(scope="module")
def lossy_driver(java: JavaToolchain, tmp_path_factory: pytest.TempPathFactory) -> Iterator[DriverHandle]:
    tmp = tmp_path_factory.mktemp("udp-java-lossy-driver")
    with launched("java", java=java, aeron_dir=tmp / "aeron", properties=LOSS_PROPS) as d:
        yield d


def test_our_sender_recovers_javas_receive_loss(
    java: JavaToolchain, lossy_driver: DriverHandle, tmp_path: Path,
) -> None:
    port = free_udp_port()
    props = {"channel": f"aeron:udp?endpoint=127.0.0.1:{port}", "messages": str(MESSAGES),
             "timeout_ms": "90000", "stream_id": str(STREAM_ID)}
    argv = java_program(java, "StandardPatternSubscriber", lossy_driver.aeron_dir, **props)
    subscriber = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    transport = SendChannelTransport(UdpChannel.parse(f"aeron:udp?endpoint=127.0.0.1:{port}")).open()
    rng = random.Random(SEED)
    sender = MiniSender(tmp_path / "pub.logbuffer", transport, SystemNanoClock(),
                        session_id=rng.randint(1001, 2**31 - 1), stream_id=STREAM_ID,
                        initial_term_id=rng.randint(-(2**31), 2**31 - 1), term_length=64 * 1024, mtu=1408)
    poller = control_poller(sender)
    poller.register(transport)
    lengths = testpattern.LengthGenerator(SEED, 8, 4096, 100, 8192)
    clock = SystemNanoClock()
    deadline = clock.nano_time() + 120 * 1_000_000_000
    sent_bytes = 0
    next_index = 0
    pending: bytes | None = None
    try:
        first = read_line(subscriber, 60)
        assert "subscribed" in first, first
        assert transport.send_socket is not None
        while subscriber.poll() is None and clock.nano_time() < deadline:
            while next_index < MESSAGES:
                if pending is None:
                    pending = testpattern.message(next_index, lengths.next())
                if not sender.try_publish(pending):
                    break
                sent_bytes += len(pending)
                next_index += 1
                pending = None
            sender.do_work()
            select.select([transport.send_socket], [], [], 0.001)  # wait for SM/NAK or a timer tick
            poller.poll()
        out = first + read_rest(subscriber, 60)
    finally:
        stop(subscriber)
        transport.close()
        sender.close()

    summary = testpattern.parse_summary(out)
    assert (summary.messages, summary.gaps, summary.corrupt) == (MESSAGES, 0, 0), out
    assert summary.bytes == sent_bytes
    assert subscriber.returncode == 0, out
    print(f"our sender: {sender.datagrams} datagrams in {sender.sendmmsg_calls} sendmmsg calls,",
          f"NAKs received {sender.naks}, retransmits {sender.resender.retransmits_sent},",
          f"status messages {sender.status_messages}, invalid control datagrams {poller.invalid_packets}")
    assert poller.invalid_packets == 0
    assert sender.naks > 0 and sender.resender.retransmits_sent > 0
    assert sender.sendmmsg_calls < sender.datagrams
    cnc = CncFile.map(lossy_driver.aeron_dir)
    try:
        naks_sent = cnc.counters_reader().get_counter_value(NAKS_SENT)
    finally:
        cnc.close()
    print(f"Java driver: NAKs sent {naks_sent}")
    assert naks_sent > 0
