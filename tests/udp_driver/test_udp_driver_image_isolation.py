"""One bad image on a receiver never stalls the others (issue 11, defect 1).

One embedded driver (SHARED) carries two streams on one channel and stream id, from two exclusive
publications (sessions A and B) to one subscription, so both images live on the same receive endpoint and
the Receiver tracks A's image before B's. Then A's image is damaged, and B must still deliver every message:

* from the wire: a burst of spoofed padding headers with A's session id, at A's next term offset, each
  claiming a length that runs far past the term. Such a frame is invalid (counted, dropped), as no sender
  can pad beyond its term; before, it was inserted, the gap scan failed on it in every duty cycle and
  every image after A went without status messages;
* in memory: A's log is scribbled on (a frame length past the term at the next offset), as a faulty
  process mapping it could. The gap scan then fails for A alone: the Receiver logs it once (error log,
  "Errors"), rejects the image as Aeron's PublicationImage.reject does ("Images rejected", error frames
  with IMAGE_REJECTED to A's sender instead of status messages) and goes on with B.

The same rejection is what a client asks for with Image.reject on a network image (it was refused as an
unknown image before): the image stops, and after its liveness timeout and cool-down a new one follows.
"""

from __future__ import annotations

import socket
import struct
from collections.abc import Iterator
from dataclasses import dataclass

import pytest
from support.wait import wait_until
from udp_harness import free_udp_port

from aeronkit.client import Aeron
from aeronkit.client.aeron import Context as ClientContext
from aeronkit.client.publication import ExclusivePublication
from aeronkit.client.subscription import Subscription
from aeronkit.codecs.driver_commands import AddressType, ErrorCode
from aeronkit.command import PublicationErrorFrame
from aeronkit.concurrent.error_log import ErrorLogReader
from aeronkit.driver import Context, MediaDriver
from aeronkit.driver import udp_frames as f
from aeronkit.driver.publication_image import PublicationImage
from aeronkit.driver.system_counters import SystemCounterId
from aeronkit.logbuffer import LogBuffers
from aeronkit.logbuffer import descriptor as d

STREAM = 1001
TERM = 64 * 1024
MESSAGES = 3000  # ~400 KB: many receiver windows, so B stalls without status messages


@dataclass
class TwoStreams:
    driver: MediaDriver
    aeron: Aeron
    port: int
    subscription: Subscription
    attacked: ExclusivePublication
    innocent: ExclusivePublication

    def image_of(self, publication: ExclusivePublication) -> PublicationImage:
        images = self.driver.conductor.network.publication_images
        return next(i for i in images if i.session_id == publication.session_id)

    def counter(self, counter_id: SystemCounterId) -> int:
        return self.driver.system_counters[counter_id].get()

    def errors_logged(self) -> list[str]:
        return [o.encoded_error for o in ErrorLogReader.observations(self.driver.cnc.error_log_buffer())]


@pytest.fixture
def streams() -> Iterator[TwoStreams]:
    port = free_udp_port()
    channel = f"aeron:udp?endpoint=127.0.0.1:{port}|term-length=64k"
    ctx = Context(threading_mode="SHARED", counters_buffer_length=1024 * 1024, term_buffer_length=TERM)
    with MediaDriver.launch_embedded(ctx) as driver, \
            Aeron.connect(ClientContext(aeron_dir=str(driver.aeron_dir))) as aeron:
        subscription = aeron.add_subscription(channel, STREAM)
        attacked = aeron.add_exclusive_publication(channel, STREAM)
        wait_until(lambda: subscription.image_count == 1, 30, "the attacked stream's image")
        innocent = aeron.add_exclusive_publication(channel, STREAM)
        wait_until(lambda: subscription.image_count == 2, 30, "the innocent stream's image")
        yield TwoStreams(driver, aeron, port, subscription, attacked, innocent)


def _message(i: int) -> bytes:
    return struct.pack("<q", i) + bytes((i + k) & 0xFF for k in range(8, 8 + i % 200))


def _deliver(streams: TwoStreams, publication: ExclusivePublication, count: int) -> None:
    """Publish ``count`` messages on one stream and receive them all from its image, in order and intact
    (the other image is not polled: a subscriber would fail on a damaged log too)."""
    image = streams.subscription.image_by_session_id(publication.session_id)
    assert image is not None
    received: list[int] = []
    sent = 0

    def on_fragment(buffer: memoryview, offset: int, length: int, header: object) -> None:
        assert bytes(buffer[offset:offset + length]) == _message(len(received)), "damaged or out of order"
        received.append(len(received))

    def step() -> bool:
        nonlocal sent
        if sent < count and publication.offer(_message(sent)) > 0:
            sent += 1
        image.poll(on_fragment, 100)
        return len(received) == count

    wait_until(step, 60, f"{count} messages on session {publication.session_id}", poll_s=0)


def _next_frame(publication: ExclusivePublication) -> tuple[int, int]:
    """(term id, term offset) where the publication's next frame goes."""
    position = publication.position
    term_id = publication.initial_term_id + (position >> publication.position_bits_to_shift)
    return term_id, position & (publication.term_buffer_length - 1)


def test_spoofed_padding_past_the_term_is_dropped_and_the_innocent_stream_completes(
    streams: TwoStreams,
) -> None:
    term_id, offset = _next_frame(streams.attacked)
    invalid_before = streams.counter(SystemCounterId.INVALID_PACKETS)
    burst = [f.DATA_HEADER.pack(TERM * 4, 0, f.BEGIN_END_FLAGS, f.HDR_TYPE_PAD, offset + 32 * k,
                                streams.attacked.session_id, STREAM, term_id, 0) for k in range(16)]
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as spoofer:
        for header in burst:
            spoofer.sendto(header, ("127.0.0.1", streams.port))

    _deliver(streams, streams.innocent, MESSAGES)
    assert streams.counter(SystemCounterId.INVALID_PACKETS) >= invalid_before + len(burst)
    _deliver(streams, streams.attacked, 100)  # the attacked stream was never damaged either
    assert streams.counter(SystemCounterId.IMAGES_REJECTED) == 0
    assert streams.errors_logged() == []


def test_a_corrupt_image_is_rejected_and_logged_once_while_the_innocent_stream_completes(
    streams: TwoStreams,
) -> None:
    term_id, offset = _next_frame(streams.attacked)
    image = streams.image_of(streams.attacked)
    partition = d.index_by_term(streams.attacked.initial_term_id, term_id)
    with LogBuffers.from_file(image.log_file_name) as log:
        log.term_buffer(partition)[offset:offset + 4] = struct.pack("<i", TERM * 4)
    assert streams.attacked.offer(_message(0)) > 0  # its arrival makes the gap scan reach the bad frame

    _deliver(streams, streams.innocent, MESSAGES)
    assert streams.counter(SystemCounterId.IMAGES_REJECTED) == 1
    assert image.rejection_reason is not None and image.log_file_name in image.rejection_reason
    errors = [e for e in streams.errors_logged() if "WARN - onPublicationError" not in e]
    assert len(errors) == 1 and "malformed frame" in errors[0], errors
    wait_until(lambda: streams.counter(SystemCounterId.ERROR_FRAMES_SENT) > 0, 30, "error frames sent")
    wait_until(lambda: streams.counter(SystemCounterId.ERROR_FRAMES_RECEIVED) > 0, 30, "error frames heard")
    # the sender notes it once, as a warning, when the receiver leaves it (DriverConductor.onPublicationError)
    warnings = wait_until(
        lambda: [e for e in streams.errors_logged() if "WARN - onPublicationError" in e], 30,
        "the publication error noted")
    assert len(warnings) == 1 and f"sessionId={streams.attacked.session_id}" in warnings[0], warnings


def test_a_client_rejecting_a_network_image_stops_it_and_a_new_image_follows() -> None:
    """DriverConductor.onRejectImage for a network image: the Receiver rejects it (no more data taken, error
    frames with the client's reason to the sender, whose client hears of it through its publication error
    frame handler, ON_PUBLICATION_ERROR); silent, it times out and cools down, and the sender's next SETUP
    brings a new image to the same subscription."""
    channel = f"aeron:udp?endpoint=127.0.0.1:{free_udp_port()}|term-length=64k"
    ctx = Context(threading_mode="SHARED", counters_buffer_length=1024 * 1024, term_buffer_length=TERM,
                  image_liveness_timeout_ns=2_000_000_000)
    publication_errors: list[PublicationErrorFrame] = []
    with MediaDriver.launch_embedded(ctx) as driver, \
            Aeron.connect(ClientContext(aeron_dir=str(driver.aeron_dir),
                                        publication_error_frame_handler=publication_errors.append)) as aeron:
        subscription = aeron.add_subscription(channel, STREAM)
        publication = aeron.add_publication(channel, STREAM)
        wait_until(lambda: subscription.image_count == 1, 30, "the image")
        first = subscription.images[0]
        counters = driver.system_counters
        first.reject("not wanted here")
        wait_until(lambda: counters[SystemCounterId.IMAGES_REJECTED].get() == 1, 30, "the rejection")
        wait_until(lambda: counters[SystemCounterId.ERROR_FRAMES_RECEIVED].get() > 0, 30, "the sender told")
        wait_until(lambda: publication_errors, 30, "the publication's client told")
        (error,) = publication_errors
        assert (error.registration_id, error.session_id, error.stream_id) == (
            publication.registration_id, publication.session_id, STREAM)
        assert (error.error_code, error.error_message) == (ErrorCode.IMAGE_REJECTED, "not wanted here")
        assert error.destination_registration_id == -1 and error.group_tag == -1 and error.receiver_id != -1
        (endpoint,) = driver.conductor.network.receive_endpoints.values()
        assert (error.address_type, error.source_address[:4], error.source_port) == (
            AddressType.IPV4, bytes([127, 0, 0, 1]), endpoint.transport.bound_address[1])

        def replaced() -> bool:
            images = subscription.images
            return len(images) == 1 and images[0].correlation_id != first.correlation_id

        wait_until(replaced, 60, "a new image after the rejected one timed out and cooled down")
        received: list[bytes] = []

        def delivered() -> bool:
            subscription.poll(lambda buffer, offset, length, header: received.append(
                bytes(buffer[offset:offset + length])), 10)
            return received == [b"after"]

        wait_until(lambda: publication.offer(b"after") > 0, 30, "the publication to take a message")
        wait_until(delivered, 30, "the message on the new image")
