"""The Sender agent: sends every network publication's data and reads the control traffic coming back.

aeron-driver/src/main/java/io/aeron/driver/Sender.java at 1.51.0: each duty cycle runs the commands the
conductor queued through the SenderProxy, then sends for every publication round-robin (starting one
further each cycle so no publication is always first), and polls the control sockets when nothing was
sent, every ``aeron.send.to.status.poll.ratio`` cycles, or at least every half status-message timeout.
Time comes from the driver's injected nano clock only, so a test can step it with a ManualClock. Max cycle
time and cycles over the threshold go into system counters 28 and 29.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from aeronkit.concurrent.command_queue import CommandQueue
from aeronkit.driver.configuration import CMD_QUEUE_CAPACITY
from aeronkit.driver.duty_cycle_tracker import DutyCycleTracker
from aeronkit.driver.system_counters import SystemCounterId, SystemCounters

if TYPE_CHECKING:
    from aeronkit.clock import NanoClock
    from aeronkit.driver.network_publication import NetworkPublication
    from aeronkit.driver.send_channel_endpoint import SendChannelEndpoint

STATUS_MESSAGE_TIMEOUT_DEFAULT_NS = 200_000_000


class Sender:
    """Agent role name ``sender``."""

    def __init__(
        self,
        clock: NanoClock,
        system_counters: SystemCounters,
        *,
        send_to_status_poll_ratio: int = 6,
        status_message_timeout_ns: int = STATUS_MESSAGE_TIMEOUT_DEFAULT_NS,
        cycle_threshold_ns: int = 100_000_000,
    ) -> None:
        self.clock = clock
        self.system_counters = system_counters
        self.commands = CommandQueue(CMD_QUEUE_CAPACITY)
        self.publications: list[NetworkPublication] = []
        self.endpoints: list[SendChannelEndpoint] = []
        self.send_to_status_poll_ratio = max(1, send_to_status_poll_ratio)
        self.control_poll_timeout_ns = status_message_timeout_ns // 2
        self.duty_cycle_counter = 0
        self.round_robin_index = 0
        self.control_poll_deadline_ns = 0
        self.duty_cycle_tracker = DutyCycleTracker(
            system_counters[SystemCounterId.SENDER_MAX_CYCLE_TIME],
            system_counters[SystemCounterId.SENDER_CYCLE_TIME_THRESHOLD_EXCEEDED],
            cycle_threshold_ns,
        )

    def role_name(self) -> str:
        return "sender"

    def on_start(self) -> None:
        self.duty_cycle_tracker.update(self.clock.nano_time())

    def do_work(self) -> int:
        now_ns = self.clock.nano_time()
        self.duty_cycle_tracker.measure_and_update(now_ns)
        work = self.commands.drain()
        bytes_sent = self._do_send(now_ns)
        polled = 0
        self.duty_cycle_counter += 1
        if (
            bytes_sent == 0
            or self.duty_cycle_counter >= self.send_to_status_poll_ratio
            or self.control_poll_deadline_ns - now_ns < 0
        ):
            for endpoint in self.endpoints:
                polled += endpoint.poll(now_ns)
            self.duty_cycle_counter = 0
            self.control_poll_deadline_ns = now_ns + self.control_poll_timeout_ns
        return work + bytes_sent + polled

    def _do_send(self, now_ns: int) -> int:
        publications = self.publications
        count = len(publications)
        if count == 0:
            return 0
        start = self.round_robin_index % count
        self.round_robin_index = start + 1
        total = 0
        for i in range(count):
            total += publications[(start + i) % count].send(now_ns)
        return total

    # -- commands (the sender thread runs them; the conductor queues them through the SenderProxy) ------

    def on_register_endpoint(self, endpoint: SendChannelEndpoint) -> None:
        if endpoint not in self.endpoints:
            self.endpoints.append(endpoint)

    def on_close_endpoint(self, endpoint: SendChannelEndpoint) -> None:
        if endpoint in self.endpoints:
            self.endpoints.remove(endpoint)
        endpoint.close()

    def on_add_publication(self, publication: NetworkPublication) -> None:
        publication.endpoint.register(publication)
        self.publications.append(publication)

    def on_remove_publication(self, publication: NetworkPublication) -> None:
        publication.endpoint.unregister(publication)
        if publication in self.publications:
            self.publications.remove(publication)
        publication.sender_released = True

    def on_add_destination(
        self, endpoint: SendChannelEndpoint, text: str, address: tuple[str, int], registration_id: int
    ) -> None:
        endpoint.add_destination(text, address, registration_id, self.clock.nano_time())

    def on_remove_destination(
        self, endpoint: SendChannelEndpoint, address: tuple[str, int] | None, registration_id: int | None
    ) -> None:
        endpoint.remove_destination(address, registration_id)

    def on_close(self) -> None:
        for endpoint in self.endpoints:
            endpoint.close()
        self.endpoints.clear()
        for publication in self.publications:
            publication.sender_released = True
        self.publications.clear()
