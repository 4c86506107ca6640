"""Interop on the wire: a real Aeron Java publication (Java MediaDriver, UDP unicast) sends to an image
built from our UDP components with 5% of data frames dropped on our side. Our NAKs must make Java resend
(its counters show it), our status messages must pace it, and every message must arrive in order.
"""

from __future__ import annotations

import re
import select
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from support.drivers import DriverHandle, launched
from support.java import java_program
from support.processes import stop
from udp_mini_image import MiniImage

from aeronkit import testpattern
from aeronkit.clock import SystemNanoClock
from aeronkit.cnc import CncFile
from aeronkit.driver.media.batch_io import Address
from aeronkit.driver.media.poller import HDR_TYPE_DATA, HDR_TYPE_PAD, HDR_TYPE_SETUP, data_poller
from aeronkit.driver.media.transport import ReceiveChannelTransport
from aeronkit.driver.media.udp_channel import UdpChannel
from aeronkit.interop.java import JavaToolchain
from aeronkit.testing import DebugFrameInterceptor, RandomLossGenerator

pytestmark = pytest.mark.java

MESSAGES = 20_000
SEED = 4_040_404
SENT_RE = re.compile(r"sent (\d+) messages, (\d+) bytes")
NAKS_RECEIVED = 6  # Java system counter ids (driver/status/SystemCounterDescriptor.java)
RETRANSMITS_SENT = 11


@pytest.fixture(scope="module")
def driver(java: JavaToolchain, tmp_path_factory: pytest.TempPathFactory) -> Iterator[DriverHandle]:
    with launched("java", java=java, aeron_dir=tmp_path_factory.mktemp("udp-java-driver") / "aeron") as d:
        yield d


class Receiver:
    """Routes SETUP to image creation and DATA/PAD to the image."""

    def __init__(self, tmp: Path, transport: ReceiveChannelTransport) -> None:
        self.tmp = tmp
        self.transport = transport
        self.clock = SystemNanoClock()
        self.image: MiniImage | None = None
        self.verifier = testpattern.Verifier()

    def on_frame(self, frame_type: int, datagram: memoryview, source: Address, transport_index: int) -> None:
        if frame_type == HDR_TYPE_SETUP:
            if self.image is None:
                self.image = MiniImage(self.tmp / "image.logbuffer", self.transport, bytes(datagram), source,
                                       self.clock, self.verifier.on_message)
        elif frame_type in (HDR_TYPE_DATA, HDR_TYPE_PAD) and self.image is not None:
            self.image.on_data(datagram)


def test_java_publication_recovers_loss_through_our_naks(
    java: JavaToolchain, driver: DriverHandle, tmp_path: Path,
) -> None:
    channel = UdpChannel.parse("aeron:udp?endpoint=127.0.0.1:0|so-rcvbuf=2m")
    transport = ReceiveChannelTransport(channel).open()
    port = transport.bound_address[1]
    receiver = Receiver(tmp_path, transport)
    loss = DebugFrameInterceptor(RandomLossGenerator(0.05, SEED), frame_types=[HDR_TYPE_DATA, HDR_TYPE_PAD])
    poller = data_poller(receiver, loss)
    poller.register(transport)
    props = {"channel": f"aeron:udp?endpoint=127.0.0.1:{port}|term-length=64k", "messages": str(MESSAGES),
             "seed": str(SEED), "timeout_ms": "90000", "min_length": "8", "max_length": "4096",
             "large_every": "100", "large_max_length": "8192", "stream_id": "3003"}
    publisher = subprocess.Popen(java_program(java, "StandardPatternPublisher", driver.aeron_dir, **props),
                                 stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    clock = SystemNanoClock()
    deadline = clock.nano_time() + 120 * 1_000_000_000
    try:
        assert transport.receive_socket is not None
        while receiver.verifier.messages < MESSAGES and clock.nano_time() < deadline:
            select.select([transport.receive_socket], [], [], 0.002)  # wait for data or a timer tick
            poller.poll()
            if receiver.image is not None:
                receiver.image.do_work()
            if publisher.poll() is not None and publisher.returncode != 0:
                break
        out, _ = publisher.communicate(timeout=60)
    finally:
        stop(publisher)
        transport.close()
        if receiver.image is not None:
            receiver.image.close()

    sent = SENT_RE.search(out)
    assert publisher.returncode == 0 and sent is not None, out
    receiver.verifier.finish(MESSAGES)
    assert receiver.verifier.ok, receiver.verifier.summary()
    assert receiver.verifier.messages == MESSAGES
    assert receiver.verifier.bytes == int(sent.group(2))
    assert loss.dropped > 0
    image = receiver.image
    assert image is not None and image.naks_sent > 0
    print(receiver.verifier.summary(), f"dropped {loss.dropped}, naks sent {image.naks_sent},",
          f"heartbeats {image.heartbeats}")
    cnc = CncFile.map(driver.aeron_dir)
    try:
        counters = cnc.counters_reader()
        naks = counters.get_counter_value(NAKS_RECEIVED)
        retransmits = counters.get_counter_value(RETRANSMITS_SENT)
        print(f"Java driver: NAKs received {naks}, retransmits sent {retransmits}")
        assert naks > 0 and retransmits > 0
    finally:
        cnc.close()
