"""Driver test harness: a driver stepped by hand on a ManualClock, and a raw protocol client.

The raw client speaks Aeron's command protocol directly (ring buffer in, broadcast out) so the tests
check the driver's bytes, not another client library's interpretation of them.
"""

from __future__ import annotations

import struct
from collections.abc import Callable
from dataclasses import dataclass

from support.wait import wait_until

from aeronkit.clock import ManualClock
from aeronkit.cnc import CncFile
from aeronkit.concurrent.broadcast import CopyBroadcastReceiver
from aeronkit.driver import MediaDriver

SMALL_BUFFERS = {
    "counters_buffer_length": 1024 * 1024,
    "error_buffer_length": 64 * 1024,
    "conductor_buffer_length": 64 * 1024 + 768,
    "clients_buffer_length": 64 * 1024 + 128,
    "loss_report_buffer_length": 64 * 1024,
    "ipc_term_buffer_length": 64 * 1024,
}

ON_ERROR = 0x0F01
ON_AVAILABLE_IMAGE = 0x0F02
ON_PUBLICATION_READY = 0x0F03
ON_OPERATION_SUCCESS = 0x0F04
ON_UNAVAILABLE_IMAGE = 0x0F05
ON_EXCLUSIVE_PUBLICATION_READY = 0x0F06
ON_SUBSCRIPTION_READY = 0x0F07
ON_COUNTER_READY = 0x0F08
ON_UNAVAILABLE_COUNTER = 0x0F09
ON_CLIENT_TIMEOUT = 0x0F0A
ON_STATIC_COUNTER = 0x0F0B
ON_PUBLICATION_ERROR = 0x0F0C
ON_NEXT_AVAILABLE_SESSION_ID = 0x0F0D


@dataclass(frozen=True)
class Message:
    type_id: int
    body: bytes

    def q(self, offset: int) -> int:
        return int(struct.unpack_from("<q", self.body, offset)[0])

    def i(self, offset: int) -> int:
        return int(struct.unpack_from("<i", self.body, offset)[0])

    def string(self, offset: int) -> str:
        length = self.i(offset)
        return self.body[offset + 4 : offset + 4 + length].decode("ascii")


class RawClient:
    """A client made of bytes: writes commands, collects every broadcast response."""

    def __init__(self, cnc: CncFile, step: Callable[[], None]) -> None:
        self.ring = cnc.to_driver()
        self.receiver = CopyBroadcastReceiver(cnc.to_clients_receiver())
        self.step = step
        self.client_id = self.ring.next_correlation_id()
        self.messages: list[Message] = []

    def next_id(self) -> int:
        return self.ring.next_correlation_id()

    def send(self, type_id: int, body: bytes) -> None:
        assert self.ring.write(type_id, body), "to-driver ring buffer full"

    def _collect(self, type_id: int, buf: memoryview, offset: int, length: int) -> None:
        self.messages.append(Message(type_id, bytes(buf[offset : offset + length])))

    def poll(self) -> None:
        while self.receiver.receive(self._collect, 64) > 0:
            pass

    def _take(self, type_id: int, match: Callable[[Message], bool]) -> Message | None:
        self.poll()
        for m in self.messages:
            if m.type_id == type_id and match(m):
                self.messages.remove(m)
                return m
        return None

    def await_message(
        self, type_id: int, match: Callable[[Message], bool] = lambda m: True, max_steps: int = 200,
        timeout_s: float | None = None,
    ) -> Message:
        """Step the driver until a message of type_id that matches arrives (taking it off the list).

        An invoker-driven driver is bounded by `max_steps`; a driver on its own threads is bounded by
        `timeout_s` instead (a deadline, as the thread's progress is not counted in steps)."""
        if timeout_s is not None:

            def arrived() -> Message | None:
                found = self._take(type_id, match)
                if found is None:
                    self.step()
                return found

            return wait_until(arrived, timeout_s, f"message 0x{type_id:04x} from the driver")
        for _ in range(max_steps):
            found = self._take(type_id, match)
            if found is not None:
                return found
            self.step()
        raise AssertionError(
            f"no message 0x{type_id:04x} after {max_steps} steps; got "
            f"{[hex(m.type_id) for m in self.messages]}"
        )

    def await_correlated(self, type_id: int, correlation_id: int) -> Message:
        return self.await_message(type_id, lambda m: m.q(0) == correlation_id)

    # -- commands ----------------------------------------------------------------------------------

    def add_publication(self, channel: str, stream_id: int, exclusive: bool = False) -> int:
        cid = self.next_id()
        data = channel.encode()
        self.send(
            0x03 if exclusive else 0x01,
            struct.pack("<qqii", self.client_id, cid, stream_id, len(data)) + data,
        )
        return cid

    def remove_publication(self, registration_id: int, revoke: bool = False) -> int:
        cid = self.next_id()
        self.send(0x02, struct.pack("<qqqq", self.client_id, cid, registration_id, 1 if revoke else 0))
        return cid

    def add_subscription(self, channel: str, stream_id: int) -> int:
        cid = self.next_id()
        data = channel.encode()
        self.send(0x04, struct.pack("<qqqii", self.client_id, cid, -1, stream_id, len(data)) + data)
        return cid

    def remove_subscription(self, registration_id: int) -> int:
        cid = self.next_id()
        self.send(0x05, struct.pack("<qqq", self.client_id, cid, registration_id))
        return cid

    def add_counter(
        self, type_id: int, key: bytes, label: str, static_registration_id: int | None = None
    ) -> int:
        cid = self.next_id()
        padded = key + b"\0" * (((len(key) + 3) & ~3) - len(key))
        tail = struct.pack("<i", len(key)) + padded + struct.pack("<i", len(label)) + label.encode()
        if static_registration_id is None:
            self.send(0x09, struct.pack("<qqi", self.client_id, cid, type_id) + tail)
        else:
            self.send(0x0F, struct.pack("<qqqi", self.client_id, cid, static_registration_id, type_id) + tail)
        return cid

    def remove_counter(self, registration_id: int) -> int:
        cid = self.next_id()
        self.send(0x0A, struct.pack("<qqq", self.client_id, cid, registration_id))
        return cid

    def close(self) -> None:
        self.send(0x0B, struct.pack("<qq", self.client_id, -1))


@dataclass
class SteppedDriver:
    driver: MediaDriver
    clock: ManualClock
    cnc: CncFile

    def step(self, n: int = 1) -> None:
        assert self.driver.invoker is not None
        for _ in range(n):
            self.driver.invoker.invoke()

    def advance_ms(self, ms: int, steps: int = 2, keep_alive: tuple[RawClient, ...] = ()) -> None:
        """Move time on, refresh ``keep_alive`` clients' heartbeat counters (as Aeron clients do), step."""
        self.clock.advance_ms(ms)
        for client in keep_alive:
            self.heartbeat(client)
        self.step(steps)

    def set_counter(self, counter_id: int, value: int) -> None:
        """Write a counter value as a client would (e.g. a subscriber position after polling)."""
        self.cnc.counters_values_buffer().put_int64_ordered(counter_id * 128, value)

    def heartbeat(self, client: RawClient) -> None:
        reader = self.cnc.counters_reader()
        counter_id = reader.find_by_type_id_and_registration_id(11, client.client_id)
        assert counter_id >= 0, f"client {client.client_id} has no heartbeat counter"
        self.set_counter(counter_id, self.clock.time_ms())

    def client(self) -> RawClient:
        return RawClient(self.cnc, self.step)

    def counters(self) -> dict[int, tuple[int, int, str]]:
        """counter id -> (type id, value, label) of every allocated counter."""
        return {s.counter_id: (s.type_id, s.value, s.label) for s in self.cnc.counters_reader().snapshot()}
