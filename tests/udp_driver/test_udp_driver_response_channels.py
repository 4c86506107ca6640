"""Response channels (``control-mode=response``, ``response-correlation-id``) on our driver.

Aeron 1.51.0 (DriverConductor.onAddNetworkPublication / findResponsePublicationImage / responseSetup /
responseConnected, NetworkPublication.doSend, PublicationImage RSP_SETUP, SendChannelEndpoint.onResponseSetup;
all under aeron-driver/src/main/java/io/aeron/driver/):
a requester subscribes with ``control-mode=response|control=<server's response address>`` and publishes its
requests with ``response-correlation-id=<that subscription>``; the server answers each request image with a
``control-mode=response`` publication naming the image; RSP_SETUP tells the requester which session is its
answer, and the response publication learns where to send from the requester's setup-eliciting status
message. Many requesters share the server's one response address; each hears only its own answers.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from support.wait import wait_until
from udp_harness import free_udp_port

from aeronkit.client import Aeron, Subscription
from aeronkit.client.aeron import Context as ClientContext
from aeronkit.driver import Context, MediaDriver
from aeronkit.errors import RegistrationError

SMALL = {"counters_buffer_length": 1024 * 1024, "term_buffer_length": 64 * 1024}
REQUESTS, RESPONSES = 1601, 1602


@pytest.fixture
def aeron() -> Iterator[tuple[MediaDriver, Aeron]]:
    with (
        MediaDriver.launch_embedded(Context(threading_mode="SHARED", **SMALL)) as driver,
        Aeron.connect(ClientContext(aeron_dir=str(driver.aeron_dir))) as client,
    ):
        yield driver, client


def _poll_one(subscription: Subscription, what: str) -> bytes:
    got: list[bytes] = []
    wait_until(lambda: subscription.poll(lambda b, o, n, h: got.append(bytes(b[o : o + n])), 1) or got, 10,
             what)
    return got[0]


def test_each_requester_gets_its_own_answers_through_one_response_address(
    aeron: tuple[MediaDriver, Aeron],
) -> None:
    driver, client = aeron
    request_port, response_port = free_udp_port(), free_udp_port()
    server_requests = client.add_subscription(f"aeron:udp?endpoint=127.0.0.1:{request_port}", REQUESTS)
    response_channel = f"aeron:udp?control-mode=response|control=127.0.0.1:{response_port}"

    requesters = []
    for _ in range(2):
        answers = client.add_subscription(response_channel, RESPONSES)
        request = client.add_exclusive_publication(
            f"aeron:udp?endpoint=127.0.0.1:{request_port}|term-length=64k"
            f"|response-correlation-id={answers.registration_id}", REQUESTS)
        requesters.append((answers, request))
    wait_until(lambda: server_requests.image_count == 2, 10, "both request images")
    assert all(answers.image_count == 0 for answers, _ in requesters)  # no session until RSP_SETUP

    responses = {}
    for image in server_requests.images:
        responses[image.session_id] = client.add_exclusive_publication(
            f"{response_channel}|term-length=64k|response-correlation-id={image.correlation_id}", RESPONSES)
    assert len(driver.conductor.network.send_endpoints) == 2  # the requests' and the one shared response one
    wait_until(lambda: all(p.is_connected for p in responses.values())
             and all(answers.image_count == 1 for answers, _ in requesters), 10, "both response channels")

    for answers, request in requesters:
        (answer_image,) = answers.images
        assert answer_image.session_id == responses[request.session_id].session_id
        assert responses[request.session_id].offer(f"answer to {request.session_id}".encode()) > 0
    for answers, request in requesters:
        assert _poll_one(answers, "an answer") == f"answer to {request.session_id}".encode()
    # RSP_SETUP stops once the response publication connected
    images = driver.conductor.network.publication_images
    assert all(i.response_session_id is None for i in images if i.has_send_response_setup)

    for answers, request in requesters:
        request.close()
        answers.close()
    for publication in responses.values():
        publication.close()
    server_requests.close()


def test_response_channel_commands_are_refused_as_aeron_refuses_them(
    aeron: tuple[MediaDriver, Aeron],
) -> None:
    _, client = aeron
    port = free_udp_port()
    response = f"aeron:udp?control-mode=response|control=127.0.0.1:{port}"
    with pytest.raises(RegistrationError, match="no response-correlation-id set"):
        client.add_exclusive_publication(response, RESPONSES)
    with pytest.raises(RegistrationError, match=r"image\.correlationId=424242 not found"):
        client.add_exclusive_publication(f"{response}|response-correlation-id=424242", RESPONSES)
    with pytest.raises(RegistrationError, match="unable to find response subscription"):
        client.add_exclusive_publication(
            f"aeron:udp?endpoint=127.0.0.1:{port}|response-correlation-id=424242", REQUESTS)
    with pytest.raises(RegistrationError, match="must be a number greater than or equal to -1"):
        client.add_exclusive_publication(f"aeron:udp?endpoint=127.0.0.1:{port}|response-correlation-id=x", 1)
    # a prototype holds the response address (64 KiB term) before any request arrives
    prototype = client.add_exclusive_publication(f"{response}|response-correlation-id=prototype", RESPONSES)
    assert prototype.term_buffer_length == 64 * 1024
    assert prototype.local_socket_addresses == [f"127.0.0.1:{port}"]
    prototype.close()
