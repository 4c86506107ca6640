"""Multi-destination subscriptions (MDS) between our driver and Aeron Java 1.51.0, both ways (issue 11, 2).

* A Java MDC publication (``control-mode=manual``, two destinations; tests/interop/java_transport/MdsPeer.java
  on a Java MediaDriver) into OUR MDS subscription on our driver, whose two destinations are those two
  ports: one image, fed by both (active transport count 2); we remove one destination half way and the
  image carries on through the other; every message once, in order.
* OUR MDC publication (two destinations) into a Java MDS subscription on Java's driver: Java sees one image
  with two active transports, removes one destination half way and receives everything.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from support.ports import free_udp_port
from support.processes import read_line, read_rest, read_until, running
from support.wait import wait_until
from transport_java import transport_program

from aeronkit import testpattern
from aeronkit.client import Aeron, Image
from aeronkit.client.aeron import Context as ClientContext
from aeronkit.driver import Context, MediaDriver
from aeronkit.interop.java import JavaToolchain

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "client"))
from support.drivers import launched

pytestmark = pytest.mark.java

MESSAGES = 2000
STREAM = 1401


def _java_dir(tmp_path: Path) -> Path:
    (tmp_path / "java").mkdir()
    return tmp_path / "java"


def _our_driver(tmp_path: Path) -> MediaDriver:
    return MediaDriver.launch_embedded(Context(
        aeron_dir=str(tmp_path / "ours"), threading_mode="SHARED", counters_buffer_length=1024 * 1024,
        term_buffer_length=64 * 1024))


def _message(i: int) -> bytes:
    return testpattern.message(i, 8 + (i * 37) % 300)  # MdsPeer's lengths


def test_java_mdc_publication_into_our_mds_subscription(java: JavaToolchain, tmp_path: Path) -> None:
    ports = [free_udp_port(), free_udp_port()]
    destinations = [f"aeron:udp?endpoint=127.0.0.1:{port}" for port in ports]
    with (
        _our_driver(tmp_path) as driver,
        Aeron.connect(ClientContext(aeron_dir=str(driver.aeron_dir))) as client,
        launched("java", java=java, aeron_dir=_java_dir(tmp_path) / "aeron") as java_driver,
    ):
        unavailable: list[Image] = []
        subscription = client.add_subscription(
            "aeron:udp?control-mode=manual", STREAM, unavailable_image_handler=unavailable.append)
        for destination in destinations:
            subscription.add_destination(destination)
        argv = transport_program(java, "MdsPeer", java_driver.aeron_dir, mode="publisher",
                                 destinations=",".join(destinations), messages=str(MESSAGES),
                                 stream_id=str(STREAM))
        with running(*argv, stdin=subprocess.PIPE, stderr=subprocess.STDOUT) as publisher:
            session = int(read_until(publisher, "connected session", 60)[-1].split()[-1])
            verifier = testpattern.Verifier(expected_messages=MESSAGES)

            def received(upto: int) -> bool:
                subscription.poll(lambda b, o, n, h: verifier.on_message(bytes(b[o : o + n])), 100)
                return verifier.next_index >= upto

            wait_until(lambda: received(MESSAGES // 2), 60, "the first half")
            (image,) = subscription.images
            assert image.session_id == session
            wait_until(lambda: image.active_transport_count == 2, 20, "both destinations feeding one image")
            subscription.remove_destination(destinations[1])
            assert publisher.stdin is not None
            publisher.stdin.write("go on\n")
            publisher.stdin.flush()
            wait_until(lambda: received(MESSAGES), 60, "the second half through one destination")
            assert f"sent {MESSAGES}" in read_rest(publisher, 60)
        verifier.finish(MESSAGES)
        assert verifier.ok and verifier.messages == MESSAGES, verifier.summary()
        assert subscription.images == [image] and not unavailable
        subscription.close()


def test_our_mdc_publication_into_a_java_mds_subscription(java: JavaToolchain, tmp_path: Path) -> None:
    ports = [free_udp_port(), free_udp_port()]
    destinations = [f"aeron:udp?endpoint=127.0.0.1:{port}" for port in ports]
    with (
        launched("java", java=java, aeron_dir=_java_dir(tmp_path) / "aeron") as java_driver,
        _our_driver(tmp_path) as driver,
        Aeron.connect(ClientContext(aeron_dir=str(driver.aeron_dir))) as client,
    ):
        argv = transport_program(java, "MdsPeer", java_driver.aeron_dir, mode="subscriber",
                                 destinations=",".join(destinations), messages=str(MESSAGES),
                                 stream_id=str(STREAM))
        with running(*argv, stderr=subprocess.STDOUT) as subscriber:
            assert read_line(subscriber, 60).strip() == "subscribed"
            publication = client.add_exclusive_publication(
                "aeron:udp?control-mode=manual|term-length=64k", STREAM)
            for destination in destinations:
                publication.add_destination(destination)
            wait_until(lambda: publication.is_connected, 30, "Java's MDS subscription answering")
            sent = 0

            def send(upto: int) -> bool:
                nonlocal sent
                while sent < upto and publication.offer(_message(sent)) > 0:
                    sent += 1
                return sent >= upto

            wait_until(lambda: send(MESSAGES // 2), 60, "the first half sent")
            read_until(subscriber, "removed", 60)
            wait_until(lambda: send(MESSAGES), 60, "the second half sent")
            out = read_rest(subscriber, 60)
            assert subscriber.returncode == 0, out
            publication.close()
    summary = testpattern.parse_summary(out)
    assert (summary.messages, summary.gaps, summary.corrupt) == (MESSAGES, 0, 0), out
    assert "images 1\n" in out and "max-transports 2\n" in out and "unavailable 0\n" in out, out
