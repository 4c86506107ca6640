"""Error frames reach the publication's client, between our driver and Aeron Java 1.51.0 both ways.

A subscriber rejects the image it gets (``Image.reject(reason)``); its driver then answers the publication
with error frames (IMAGE_REJECTED and the reason) instead of status messages, and the publication's driver
hands the first one to the publication's clients as ON_PUBLICATION_ERROR (NetworkPublication.onError,
DriverConductor.onPublicationError, ClientProxy.onPublicationErrorFrame at 1.51.0), where the context's
publication error frame handler gets it:

* a Java subscriber (tests/interop/java_transport/RejectPeer.java) rejects our publication's image: our
  client's handler gets the frame, with the Java receiver's address and id;
* our subscriber rejects a Java publication's image: Java's PublicationErrorFrameHandler gets our reason.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from support.ports import free_udp_port
from support.processes import read_line, read_rest, running
from support.wait import wait_until
from transport_java import transport_program

from aeronkit.client import Aeron
from aeronkit.client.aeron import Context as ClientContext
from aeronkit.codecs.driver_commands import AddressType, ErrorCode
from aeronkit.command import PublicationErrorFrame
from aeronkit.driver import Context, MediaDriver
from aeronkit.interop.java import JavaToolchain

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "client"))
from support.drivers import launched

pytestmark = pytest.mark.java

STREAM = 1901


def _dir(tmp_path: Path, name: str) -> Path:
    (tmp_path / name).mkdir()
    return tmp_path / name


def _our_driver(tmp_path: Path) -> MediaDriver:
    return MediaDriver.launch_embedded(Context(
        aeron_dir=str(tmp_path / "ours"), threading_mode="SHARED", counters_buffer_length=1024 * 1024,
        term_buffer_length=64 * 1024))


def test_a_java_subscriber_rejecting_our_image_reaches_our_publication_error_handler(
    java: JavaToolchain, tmp_path: Path
) -> None:
    port = free_udp_port()
    channel = f"aeron:udp?endpoint=127.0.0.1:{port}|term-length=64k"
    frames: list[PublicationErrorFrame] = []
    with (
        launched("java", java=java, aeron_dir=_dir(tmp_path, "java") / "aeron") as java_driver,
        _our_driver(tmp_path) as driver,
        Aeron.connect(ClientContext(aeron_dir=str(driver.aeron_dir),
                                    publication_error_frame_handler=frames.append)) as client,
    ):
        argv = transport_program(java, "RejectPeer", java_driver.aeron_dir, mode="rejecter", channel=channel,
                                 reason="java does not want it")
        with running(*argv, stdin=subprocess.PIPE, stderr=subprocess.STDOUT) as rejecter:
            publication = client.add_exclusive_publication(channel, STREAM)
            wait_until(lambda: publication.offer(b"hello") > 0 or frames, 30, "the Java image")
            line = read_line(rejecter, 30)
            assert line.strip() == f"rejected session {publication.session_id}", line
            wait_until(lambda: frames, 30, "the error frame reaching our publication's client")
            assert rejecter.stdin is not None
            rejecter.stdin.write("stop\n")
            rejecter.stdin.flush()
            read_rest(rejecter, 30)
        (frame,) = frames
        assert (frame.registration_id, frame.session_id, frame.stream_id) == (
            publication.registration_id, publication.session_id, STREAM)
        assert (frame.error_code, frame.error_message) == (ErrorCode.IMAGE_REJECTED, "java does not want it")
        assert (frame.address_type, frame.source_address[:4], frame.source_port) == (
            AddressType.IPV4, bytes([127, 0, 0, 1]), port)
        assert frame.receiver_id != -1 and frame.destination_registration_id == -1
        publication.close()


# Java logs the error frame it receives as a WARN
@pytest.mark.driver_errors("onPublicationError: .*aeronkit does not want it")
def test_our_subscriber_rejecting_a_java_image_reaches_the_java_publication_error_handler(
    java: JavaToolchain, tmp_path: Path
) -> None:
    port = free_udp_port()
    channel = f"aeron:udp?endpoint=127.0.0.1:{port}|term-length=64k"
    with (
        launched("java", java=java, aeron_dir=_dir(tmp_path, "java") / "aeron") as java_driver,
        _our_driver(tmp_path) as driver,
        Aeron.connect(ClientContext(aeron_dir=str(driver.aeron_dir))) as client,
    ):
        subscription = client.add_subscription(channel, STREAM)
        argv = transport_program(java, "RejectPeer", java_driver.aeron_dir, mode="publisher", channel=channel)
        with running(*argv, stderr=subprocess.STDOUT) as publisher:
            wait_until(lambda: subscription.image_count == 1, 60, "the Java publication's image")
            (image,) = subscription.images
            image.reject("aeronkit does not want it")
            out = read_rest(publisher, 60)
        assert publisher.returncode == 0, out
        fields = out.split("error-frame ", 1)[1].split(" message ")
        values = dict(zip(fields[0].split()[::2], fields[0].split()[1::2], strict=True))
        assert fields[1].strip() == "aeronkit does not want it", out
        assert values["registration"] == values["publication"], out
        assert (int(values["session"]), int(values["stream"])) == (image.session_id, STREAM), out
        assert values["code"] == str(ErrorCode.IMAGE_REJECTED.value), out
        (endpoint,) = driver.conductor.network.receive_endpoints.values()
        assert values["receiver"] == str(endpoint.receiver_id), out
        assert values["source"].endswith(f":{port}"), out
        subscription.close()
