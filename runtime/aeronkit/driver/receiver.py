"""The Receiver agent: reads DATA/SETUP from every receive endpoint and runs each image's feedback.

aeron-driver/src/main/java/io/aeron/driver/Receiver.java at 1.51.0. Each duty cycle: run the commands
the conductor queued through the ReceiverProxy (endpoints, subscriptions, new images, cool-downs), poll
every data socket (one recvmmsg batch per socket), then for every image track the rebuild (gap scan, NAK
or gap fill, loss report) and send any status message that is due; drop images whose publisher went
silent for the image liveness timeout or whose end of stream was consumed; and for subscriptions with an
explicit ``control`` address (or destinations with one), keep telling that address every second that we are
here (a setup-eliciting SM for session 0, stream 0, as Aeron's periodic pending setups do) so a dynamic MDC
publication keeps us as a destination. Destinations of a multi-destination subscription come and go through
``on_add_destination`` / ``on_remove_destination`` (Receiver.onAddDestination / onRemoveDestination): the
endpoint gains or loses a transport and each of its images a connection. Time comes from the injected nano
clock.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from aeronkit.concurrent.command_queue import CommandQueue
from aeronkit.driver.configuration import CMD_QUEUE_CAPACITY, MAX_ERROR_MESSAGE_LENGTH
from aeronkit.driver.data_packet_dispatcher import PENDING_SETUPS_TIMEOUT_NS
from aeronkit.driver.duty_cycle_tracker import DutyCycleTracker
from aeronkit.driver.system_counters import SystemCounterId, SystemCounters
from aeronkit.errors import CorruptFileError

if TYPE_CHECKING:
    from aeronkit.clock import NanoClock
    from aeronkit.driver.media.transport import ReceiveChannelTransport
    from aeronkit.driver.media.udp_channel import UdpChannel
    from aeronkit.driver.publication_image import PublicationImage
    from aeronkit.driver.receive_channel_endpoint import ReceiveChannelEndpoint


class Receiver:
    """Agent role name ``receiver``."""

    def __init__(
        self,
        clock: NanoClock,
        system_counters: SystemCounters,
        *,
        error_handler: Callable[[BaseException], None],
        cycle_threshold_ns: int = 100_000_000,
    ) -> None:
        self.clock = clock
        self.system_counters = system_counters
        self.error_handler = error_handler
        self.commands = CommandQueue(CMD_QUEUE_CAPACITY)
        self.endpoints: list[ReceiveChannelEndpoint] = []
        self.images: list[PublicationImage] = []
        self.periodic_setups: list[ReceiveChannelEndpoint] = []
        self.periodic_deadline_ns = 0
        self.duty_cycle_tracker = DutyCycleTracker(
            system_counters[SystemCounterId.RECEIVER_MAX_CYCLE_TIME],
            system_counters[SystemCounterId.RECEIVER_CYCLE_TIME_THRESHOLD_EXCEEDED],
            cycle_threshold_ns,
        )

    def role_name(self) -> str:
        return "receiver"

    def on_start(self) -> None:
        self.duty_cycle_tracker.update(self.clock.nano_time())

    def do_work(self) -> int:
        now_ns = self.clock.nano_time()
        self.duty_cycle_tracker.measure_and_update(now_ns)
        work = self.commands.drain()
        work += self._poll_endpoints(now_ns)
        work += self._track_images(now_ns)
        self._send_periodic_setups(now_ns)
        return work

    def _poll_endpoints(self, now_ns: int) -> int:
        work = 0
        for endpoint in self.endpoints:
            work += endpoint.poll(now_ns)
        return work

    def _track_images(self, now_ns: int) -> int:
        """Each image's feedback, each on its own: in Aeron images are independent and the gap scanner never
        throws, so a failure in one image is logged and counted here and cannot hold up the images after it.
        An image whose log no longer scans (a frame that runs past its term: CorruptFileError) is rejected as
        PublicationImage.reject does it, and counted in "Images rejected"."""
        work = 0
        for image in list(self.images):
            try:
                work += self._track_image(image, now_ns)
            except CorruptFileError as ex:
                self._on_image_error(ex)
                image.reject(f"corrupt image: {ex}"[:MAX_ERROR_MESSAGE_LENGTH])
                self.system_counters[SystemCounterId.IMAGES_REJECTED].increment()
            except Exception as ex:
                self._on_image_error(ex)
        return work

    def _track_image(self, image: PublicationImage, now_ns: int) -> int:
        work = image.track_rebuild(now_ns)
        if image.is_alive(now_ns):
            return work
        if image.is_end_of_stream and image.rejection_reason is None:
            image.send_end_of_stream_status_message(now_ns)  # lets a unicast sender stop lingering
        self._release_image(image, cool_down=not image.is_end_of_stream, now_ns=now_ns)
        return work + 1

    def _on_image_error(self, error: Exception) -> None:
        self.system_counters[SystemCounterId.ERRORS].increment()
        self.error_handler(error)

    def _send_periodic_setups(self, now_ns: int) -> None:
        if not self.periodic_setups or self.periodic_deadline_ns - now_ns >= 0:
            return
        self.periodic_deadline_ns = now_ns + PENDING_SETUPS_TIMEOUT_NS
        for endpoint in self.periodic_setups:
            if endpoint.dispatcher.streams:
                for index, address in endpoint.periodic_setup_targets():
                    endpoint.send_setup_eliciting_status_message(0, 0, address, index)

    def _release_image(self, image: PublicationImage, cool_down: bool, now_ns: int) -> None:
        image.endpoint.dispatcher.remove_image(image, cool_down, now_ns)
        if image in self.images:
            self.images.remove(image)
        image.receiver_released = True

    # -- commands (the receiver thread runs them; the conductor queues them through the ReceiverProxy) --

    def on_register_endpoint(self, endpoint: ReceiveChannelEndpoint) -> None:
        if endpoint not in self.endpoints:
            self.endpoints.append(endpoint)

    def on_close_endpoint(self, endpoint: ReceiveChannelEndpoint) -> None:
        now_ns = self.clock.nano_time()
        for image in [i for i in self.images if i.endpoint is endpoint]:
            self._release_image(image, cool_down=False, now_ns=now_ns)
        self.periodic_setups = [e for e in self.periodic_setups if e is not endpoint]
        if endpoint in self.endpoints:
            self.endpoints.remove(endpoint)
        endpoint.close()

    def on_add_destination(
        self, endpoint: ReceiveChannelEndpoint, transport: ReceiveChannelTransport
    ) -> None:
        now_ns = self.clock.nano_time()
        index = endpoint.add_destination(transport)
        control = endpoint.explicit_control_of(index)
        if control is not None:
            if endpoint not in self.periodic_setups:
                self.periodic_setups.append(endpoint)
            endpoint.send_setup_eliciting_status_message(0, 0, control, index)
        udp = transport.udp_channel
        multicast = udp.remote_control.sockaddr if udp.is_multicast else None
        for image in self.images:
            if image.endpoint is endpoint:
                image.add_destination(index, multicast or control, now_ns)

    def on_remove_destination(self, endpoint: ReceiveChannelEndpoint, udp_channel: UdpChannel) -> None:
        index = endpoint.destination_index(udp_channel)
        if index is None:
            return
        now_ns = self.clock.nano_time()
        endpoint.remove_destination(index)
        for image in self.images:
            if image.endpoint is endpoint:
                image.remove_destination(index, now_ns)

    def on_add_subscription(
        self, endpoint: ReceiveChannelEndpoint, stream_id: int, session_id: int | None
    ) -> None:
        endpoint.dispatcher.add_subscription(stream_id, session_id)
        if endpoint.explicit_control is not None:
            if endpoint not in self.periodic_setups:
                self.periodic_setups.append(endpoint)
            self.on_request_setup(endpoint, stream_id, session_id)

    def on_request_setup(
        self, endpoint: ReceiveChannelEndpoint, stream_id: int, session_id: int | None
    ) -> None:
        """Ask the explicit control address for a SETUP: of one session when the subscription names it (a
        response subscription that just learnt its session), else of anything (Receiver.onRequestSetup)."""
        if endpoint.explicit_control is not None:
            if session_id is None:
                endpoint.send_setup_eliciting_status_message(0, 0, endpoint.explicit_control)
            else:
                endpoint.send_setup_eliciting_status_message(session_id, stream_id, endpoint.explicit_control)

    def on_remove_subscription(
        self, endpoint: ReceiveChannelEndpoint, stream_id: int, session_id: int | None
    ) -> None:
        now_ns = self.clock.nano_time()
        for image in endpoint.dispatcher.remove_subscription(stream_id, session_id):
            self._release_image(image, cool_down=False, now_ns=now_ns)

    def on_new_image(self, image: PublicationImage) -> None:
        endpoint = image.endpoint
        if endpoint not in self.endpoints or not endpoint.dispatcher.has_interest(image.stream_id):
            image.receiver_released = True
            return
        endpoint.dispatcher.add_image(image)
        self.images.append(image)

    def on_image_creation_failed(
        self, endpoint: ReceiveChannelEndpoint, session_id: int, stream_id: int
    ) -> None:
        endpoint.dispatcher.image_creation_failed(session_id, stream_id)

    def on_reject_image(self, image: PublicationImage, reason: str) -> None:
        if image in self.images:
            image.reject(reason)

    def on_remove_cool_down(self, endpoint: ReceiveChannelEndpoint, session_id: int, stream_id: int) -> None:
        endpoint.dispatcher.remove_cool_down(session_id, stream_id)

    def on_close(self) -> None:
        for image in self.images:
            image.receiver_released = True
        self.images.clear()
        for endpoint in self.endpoints:
            endpoint.close()
        self.endpoints.clear()
