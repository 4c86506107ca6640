"""Multi-destination subscriptions (MDS, ``control-mode=manual``) on our driver.

Aeron 1.51.0 (DriverConductor.onAddRcvDestination / onRemoveRcvDestination, Receiver.onAddDestination,
media/MultiRcvDestination.java, PublicationImage.trackConnection): a manual subscription binds no socket of
its own; each ADD_RCV_DESTINATION opens one (with its own ``rcv-local-sockaddr`` counter) and the same session
heard on several destinations is ONE image whose active transport count says how many feed it. Removing a
destination leaves the image to the others. IPC and spy destinations are links of the subscription's own.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from support.wait import offerable, wait_until
from udp_harness import free_udp_port

from aeronkit import testpattern
from aeronkit.client import Aeron, Image
from aeronkit.client.aeron import Context as ClientContext
from aeronkit.client.channel_status import ACTIVE
from aeronkit.driver import Context, MediaDriver
from aeronkit.errors import RegistrationError

SMALL = {"counters_buffer_length": 1024 * 1024, "term_buffer_length": 64 * 1024}
STREAM = 1501
MDS = "aeron:udp?control-mode=manual"


@pytest.fixture
def aeron() -> Iterator[tuple[MediaDriver, Aeron]]:
    with (
        MediaDriver.launch_embedded(Context(threading_mode="SHARED", **SMALL)) as driver,
        Aeron.connect(ClientContext(aeron_dir=str(driver.aeron_dir))) as client,
    ):
        yield driver, client


def _message(i: int) -> bytes:
    return testpattern.message(i, 8 + (i * 37) % 300)


def test_one_session_on_two_destinations_is_one_image_that_outlives_a_destination(
    aeron: tuple[MediaDriver, Aeron],
) -> None:
    _, client = aeron
    unavailable: list[Image] = []
    subscription = client.add_subscription(MDS, STREAM, unavailable_image_handler=unavailable.append)
    assert subscription.channel_status == ACTIVE and subscription.local_socket_addresses == []  # no socket
    ports = [free_udp_port(), free_udp_port()]
    first, second = (f"aeron:udp?endpoint=127.0.0.1:{port}" for port in ports)
    subscription.add_destination(first)
    subscription.add_destination(second)
    assert sorted(subscription.local_socket_addresses) == sorted(f"127.0.0.1:{port}" for port in ports)
    publication = client.add_exclusive_publication("aeron:udp?control-mode=manual|term-length=64k", STREAM)
    for port in ports:
        publication.add_destination(f"aeron:udp?endpoint=127.0.0.1:{port}")
    wait_until(lambda: publication.is_connected and subscription.image_count == 1, 10, "the image")
    (image,) = subscription.images
    wait_until(lambda: image.active_transport_count == 2, 10, "both destinations feeding the image")

    verifier = testpattern.Verifier(expected_messages=2000)

    def deliver(upto: int, sent: list[int]) -> bool:
        if sent[0] < upto and publication.offer(_message(sent[0])) > 0:
            sent[0] += 1
        subscription.poll(lambda b, o, n, h: verifier.on_message(bytes(b[o : o + n])), 100)
        return verifier.next_index >= upto

    sent = [0]
    wait_until(lambda: deliver(1000, sent), 30, "the first half through both destinations", poll_s=0)
    subscription.remove_destination(second)
    assert subscription.local_socket_addresses == [f"127.0.0.1:{ports[0]}"]
    wait_until(lambda: deliver(2000, sent), 30, "the second half through the one left", poll_s=0)
    verifier.finish(2000)
    assert verifier.ok, verifier.summary()
    assert verifier.messages == 2000  # each message once, though it arrived twice for the first half
    assert subscription.images == [image] and not unavailable
    wait_until(lambda: image.active_transport_count == 1, 20, "the active transport count dropping to one")
    publication.close()
    subscription.close()


def test_ipc_destination_of_a_multi_destination_subscription(aeron: tuple[MediaDriver, Aeron]) -> None:
    _, client = aeron
    subscription = client.add_subscription(MDS, STREAM)
    subscription.add_destination("aeron:ipc")
    publication = client.add_exclusive_publication("aeron:ipc?term-length=64k", STREAM)
    wait_until(lambda: subscription.image_count == 1 and offerable(publication), 10, "the IPC image")
    assert publication.offer(b"over ipc") > 0
    got: list[bytes] = []
    wait_until(lambda: subscription.poll(lambda b, o, n, h: got.append(bytes(b[o : o + n])), 10) or got, 10,
             "the IPC message")
    assert got == [b"over ipc"]
    subscription.remove_destination("aeron:ipc")
    wait_until(lambda: subscription.image_count == 0, 10, "the IPC image leaving with its destination")
    publication.close()
    subscription.close()


def test_destination_commands_are_refused_as_aeron_refuses_them(aeron: tuple[MediaDriver, Aeron]) -> None:
    _, client = aeron
    plain = client.add_subscription("aeron:udp?endpoint=127.0.0.1:0", STREAM)
    with pytest.raises(RegistrationError, match="unknown MDS subscription"):
        plain.add_destination("aeron:udp?endpoint=127.0.0.1:0")
    with pytest.raises(RegistrationError, match="does not allow manual control"):
        plain.remove_destination("aeron:udp?endpoint=127.0.0.1:0")
    mds = client.add_subscription(MDS, STREAM)
    for key in ("mtu=1408", "rcv-wnd=65536", "so-rcvbuf=65536", "so-sndbuf=65536",
                "response-correlation-id=7"):
        with pytest.raises(RegistrationError, match=f"must not contain the key: {key.partition('=')[0]}"):
            mds.add_destination(f"aeron:udp?endpoint=127.0.0.1:0|{key}")
    with pytest.raises(RegistrationError, match="control-mode=response"):
        mds.add_destination("aeron:udp?endpoint=127.0.0.1:0|control-mode=response")
    mds.remove_destination("aeron:udp?endpoint=127.0.0.1:9")  # never added: nothing to do, as in Aeron
    assert mds.local_socket_addresses == []
    plain.close()
    mds.close()


def test_the_stream_ends_only_when_every_destination_has_ended(aeron: tuple[MediaDriver, Aeron]) -> None:
    """Two publications of one session (same id and start) reach the image through two destinations; the
    first closing sends end of stream on its transport only, and the image carries on until the second
    ends too (PublicationImage.isAllConnectedEos)."""
    driver, client = aeron
    ports = [free_udp_port(), free_udp_port()]
    subscription = client.add_subscription(MDS, STREAM)
    for port in ports:
        subscription.add_destination(f"aeron:udp?endpoint=127.0.0.1:{port}")
    start = "session-id=77|init-term-id=5|term-id=5|term-offset=0|term-length=64k|linger=0"
    first, second = (client.add_exclusive_publication(f"aeron:udp?endpoint=127.0.0.1:{port}|{start}", STREAM)
                     for port in ports)
    wait_until(lambda: first.is_connected and second.is_connected and subscription.image_count == 1, 10,
             "one image fed by both publications")
    (image,) = subscription.images
    (driver_image,) = driver.conductor.network.publication_images

    first.close()
    wait_until(lambda: any(c is not None and c.is_eos for c in driver_image.connections), 10,
             "end of stream on the first destination")
    assert driver_image.end_of_stream_position is None and not image.is_end_of_stream
    assert second.offer(b"still flowing") > 0
    got: list[bytes] = []
    wait_until(lambda: subscription.poll(lambda b, o, n, h: got.append(bytes(b[o : o + n])), 10) or got, 10,
             "a message after the first destination ended")
    assert got == [b"still flowing"]
    end = second.position
    second.close()
    wait_until(lambda: image.is_end_of_stream or image.is_closed, 10, "the stream ending with the second")
    assert driver_image.end_of_stream_position == end
    subscription.close()
