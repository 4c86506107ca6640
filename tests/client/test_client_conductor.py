"""The client conductor against a scripted driver (tests/client/fake_driver.py), in invoker mode with a
ManualClock, so liveness, keepalive, timeouts and image lifecycles are stepped deterministically.

The fake driver decodes the client's commands with the generated driver_commands codecs and encodes its
answers with them, so the client's own struct layouts are checked against an independent implementation.
"""

from __future__ import annotations

import struct
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from fake_driver import FakeDriver

import aeronkit.codecs.driver_commands as dc
from aeronkit.client import CLOSED, Aeron, BufferClaim, ClientTimeoutError, Context, Image
from aeronkit.client.client_conductor import HEARTBEAT_TYPE_ID
from aeronkit.clock import ManualClock
from aeronkit.cnc import CncFile, CncVersionError
from aeronkit.constants import NULL_VALUE, compose_semantic_version
from aeronkit.errors import ClosedError, DriverTimeoutError, ProtocolError, RegistrationError

TIMEOUT_MS = 2_000


class Harness:
    """Fake driver + client in invoker mode on one ManualClock; ``call`` runs an API call while a
    helper thread plays the driver (the API call blocks until the answer arrives)."""

    def __init__(self, tmp: Path) -> None:
        self.clock = ManualClock()
        self.driver = FakeDriver(tmp / "aeron", self.clock)
        self.errors: list[BaseException] = []
        self.ctx = Context(aeron_dir=str(tmp / "aeron"), driver_timeout_ms=TIMEOUT_MS, clock=self.clock,
                           use_conductor_agent_invoker=True, error_handler=self.errors.append,
                           resource_linger_duration_ns=3_000_000_000)
        self.aeron = Aeron.connect(self.ctx)

    def call(self, fn, *args, **kwargs):  # type: ignore[no-untyped-def]
        stop = threading.Event()

        def play() -> None:
            while not stop.is_set():
                if not self.driver.step():
                    stop.wait(0.001)

        thread = threading.Thread(target=play, daemon=True)
        thread.start()
        try:
            return fn(*args, **kwargs)
        finally:
            stop.set()
            thread.join(10)

    def invoke(self) -> int:
        invoker = self.aeron.conductor_agent_invoker
        assert invoker is not None
        return invoker.invoke()

    def tick(self, ms: int) -> None:
        """Let time pass for both sides; the driver keeps heartbeating."""
        self.clock.advance_ms(ms)
        self.driver.heartbeat()
        self.invoke()


@pytest.fixture
def h(tmp_path: Path) -> Iterator[Harness]:
    harness = Harness(tmp_path)
    yield harness
    harness.aeron.close()
    harness.driver.close()


def test_commands_decode_with_the_generated_codecs(h: Harness) -> None:
    publication = h.call(h.aeron.add_publication, "aeron:ipc?term-length=64k", 10)
    exclusive = h.call(h.aeron.add_exclusive_publication, "aeron:ipc", 11)
    subscription = h.call(h.aeron.add_subscription, "aeron:ipc", 12)
    counter = h.call(h.aeron.add_counter, 1001, "a label", b"key")  # 3-byte key: label is 4-byte aligned
    names = [name for name, _ in h.driver.commands]
    assert names == ["AddPublication", "AddExclusivePublication", "AddSubscription", "AddCounter"]
    fields = [f for _, f in h.driver.commands]
    assert {f["client_id"] for f in fields} == {h.aeron.client_id}
    assert (fields[0]["stream_id"], fields[0]["channel"]) == (10, "aeron:ipc?term-length=64k")
    assert (fields[2]["stream_id"], fields[2]["registration_correlation_id"]) == (12, -1)
    assert (fields[3]["type_id"], fields[3]["key"], fields[3]["label"]) == (1001, b"key", "a label")
    assert [f["correlation_id"] for f in fields] == [publication.registration_id, exclusive.registration_id,
                                                     subscription.registration_id, counter.registration_id]
    assert type(publication).__name__ == "Publication" and type(exclusive).__name__ == "ExclusivePublication"
    assert publication.session_id == 5000 and publication.stream_id == 10
    assert publication.max_payload_length == 1408 - 32 and publication.max_message_length == 8 * 1024
    assert publication.position_limit == 32 * 1024 and not publication.is_connected
    assert counter.label == "a label"
    counter.set(42)
    assert h.aeron.counters_reader.get_counter_value(counter.counter_id) == 42

    h.call(publication.close)
    h.call(subscription.close)
    h.call(counter.close)
    removes = [(name, f["registration_id"]) for name, f in h.driver.commands[4:]]
    assert removes == [("RemovePublication", publication.registration_id),
                       ("RemoveSubscription", subscription.registration_id),
                       ("RemoveCounter", counter.registration_id)]
    h.aeron.close()
    assert h.driver.poll() == [("ClientClose", {"client_id": h.aeron.client_id, "correlation_id": -1})]
    assert exclusive.is_closed


def test_driver_error_response_raises_registration_error(h: Harness) -> None:
    h.driver.auto_reply = False

    def refuse() -> None:
        while True:
            for name, fields in h.driver.poll():
                if name == "AddPublication":
                    h.driver.error(fields["correlation_id"], 1, "invalid channel: aeron:bogus")
                    return

    thread = threading.Thread(target=refuse, daemon=True)
    thread.start()
    with pytest.raises(RegistrationError, match="invalid channel") as info:
        h.aeron.add_publication("aeron:bogus", 1)
    thread.join(10)
    assert info.value.error_code == 1


def test_no_answer_is_a_driver_timeout(tmp_path: Path) -> None:
    from aeronkit.clock import SystemEpochClock

    class Clock(SystemEpochClock):
        def nano_time(self) -> int:
            import time

            return time.monotonic_ns()

    driver = FakeDriver(tmp_path / "aeron", Clock())
    try:
        ctx = Context(aeron_dir=str(tmp_path / "aeron"), driver_timeout_ms=300,
                      use_conductor_agent_invoker=True)
        with Aeron.connect(ctx) as aeron, pytest.raises(DriverTimeoutError, match=r"no response .* 300 ms"):
            aeron.add_subscription("aeron:ipc", 1)
    finally:
        driver.close()


def test_keepalive_writes_the_client_heartbeat_counter(h: Harness) -> None:
    h.call(h.aeron.add_subscription, "aeron:ipc", 1)
    counter_id = h.driver.clients[h.aeron.client_id]
    reader = h.aeron.counters_reader
    assert reader.get_counter_type_id(counter_id) == HEARTBEAT_TYPE_ID
    for _ in range(3):
        h.tick(600)
        assert reader.get_counter_value(counter_id) == h.clock.time_ms()
    assert h.aeron.conductor.heartbeat_counter_id == counter_id
    h.clock.advance_ms(100)  # less than the keepalive interval: no update
    h.driver.heartbeat()
    h.invoke()
    assert reader.get_counter_value(counter_id) == h.clock.time_ms() - 100


def test_dead_driver_closes_everything_and_reports_once(h: Harness) -> None:
    publication = h.call(h.aeron.add_exclusive_publication, "aeron:ipc", 1)
    subscription = h.call(h.aeron.add_subscription, "aeron:ipc", 1)
    h.tick(1_000)
    assert h.aeron.terminal_error is None
    h.clock.advance_ms(TIMEOUT_MS + 1)  # the driver stopped heartbeating
    h.invoke()
    error = h.aeron.terminal_error
    assert isinstance(error, DriverTimeoutError) and f"driver_timeout_ms={TIMEOUT_MS}" in str(error)
    assert h.errors == [error]
    assert publication.is_closed and publication.offer(b"12345678") == CLOSED
    assert subscription.is_closed and subscription.poll(lambda *a: None, 10) == 0
    with pytest.raises(DriverTimeoutError):
        h.aeron.add_publication("aeron:ipc", 1)
    h.tick(1_000)
    assert h.errors == [error]


def test_driver_that_closed_is_reported_as_shut_down_not_by_age(h: Harness) -> None:
    """A driver that closes sets its consumer heartbeat to NULL_VALUE (Aeron's DriverConductor.onClose;
    ours too): the client says the driver was shut down, as Java's ClientConductor.checkLiveness does,
    where it used to print the epoch time as the heartbeat's age (seen with a cluster client on a member's
    driver when the member stopped)."""
    h.tick(1_000)
    h.driver.to_driver.consumer_heartbeat_time = NULL_VALUE
    h.clock.advance_ms(TIMEOUT_MS + 1)
    h.invoke()
    error = h.aeron.terminal_error
    assert isinstance(error, DriverTimeoutError), error
    assert str(error) == f"MediaDriver ({h.ctx.aeron_dir}) has been shut down"
    assert h.errors == [error]


def test_freed_heartbeat_counter_means_the_client_was_timed_out(h: Harness) -> None:
    h.call(h.aeron.add_subscription, "aeron:ipc", 1)
    h.tick(600)
    h.driver.counters.free(h.driver.clients[h.aeron.client_id])
    h.tick(600)
    assert isinstance(h.aeron.terminal_error, ClientTimeoutError)


def test_client_timeout_broadcast_terminates_only_that_client(h: Harness) -> None:
    h.call(h.aeron.add_subscription, "aeron:ipc", 1)
    h.driver.transmit(dc.OnClientTimeoutEncoder,
                      client_id=h.aeron.client_id + 1000)
    h.invoke()
    assert h.aeron.terminal_error is None
    h.driver.transmit(dc.OnClientTimeoutEncoder,
                      client_id=h.aeron.client_id)
    h.invoke()
    assert isinstance(h.aeron.terminal_error, ClientTimeoutError)


def test_image_lifecycle_with_handlers_and_linger(h: Harness) -> None:
    events: list[tuple[str, Image]] = []
    subscription = h.call(h.aeron.add_subscription, "aeron:ipc", 7,
                          lambda image: events.append(("available", image)),
                          lambda image: events.append(("unavailable", image)))
    # A log file name whose length is not a multiple of 4 moves the source identity to the next boundary.
    logs = h.driver.available_image(subscription.registration_id, 900, 7, 4242, log_name="odd.logbuffer")
    h.driver.available_image(subscription.registration_id + 99, 901, 7, 4243)  # someone else's
    assert events == []
    h.invoke()
    assert [kind for kind, _ in events] == ["available"]
    image = events[0][1]
    assert (image.correlation_id, image.session_id, image.stream_id) == (900, 4242, 7)
    assert image.source_identity == "aeron:ipc" and image.join_position == 0
    assert subscription.images == [image] and subscription.is_connected
    assert subscription.image_by_session_id(4242) is image

    from aeronkit.logbuffer import ExclusiveTermAppender

    ExclusiveTermAppender(logs).offer(b"hello image")
    got: list[bytes] = []
    assert subscription.poll(lambda b, o, n, hd: got.append(bytes(b[o:o + n])), 10) == 1
    assert got == [b"hello image"]
    assert h.aeron.counters_reader.get_counter_value(image.subscriber_position_id) == 64

    h.driver.unavailable_image(subscription.registration_id, 900, 7)
    h.invoke()
    assert [kind for kind, _ in events] == ["available", "unavailable"]
    assert image.is_closed and subscription.image_count == 0 and not subscription.is_connected
    assert not image.logs.closed  # lingers: another thread may still be polling it
    h.tick(1_000)
    assert not image.logs.closed
    h.tick(2_500)
    assert image.logs.closed


@pytest.mark.parametrize("how", ["close", "async remove", "client close"])
def test_closing_a_subscription_makes_each_image_unavailable_to_its_handler(h: Harness, how: str) -> None:
    """Aeron's ClientConductor.closeImages: every way a subscription closes hands each of its images,
    already closed, to the subscription's unavailable-image handler (once); another subscription's stay."""
    gone: list[tuple[int, bool]] = []

    def on_unavailable(image: Image) -> None:
        gone.append((image.correlation_id, image.is_closed))

    subscription = h.call(h.aeron.add_subscription, "aeron:ipc", 7, None, on_unavailable)
    other = h.call(h.aeron.add_subscription, "aeron:ipc", 8, None, on_unavailable)
    for image_id, session_id in ((900, 1), (901, 2)):
        h.driver.available_image(subscription.registration_id, image_id, 7, session_id)
    h.driver.available_image(other.registration_id, 902, 8, 3)
    h.invoke()
    assert subscription.image_count == 2 and other.image_count == 1
    if how == "close":
        h.call(subscription.close)
    elif how == "async remove":
        h.aeron.async_remove_subscription(subscription.registration_id)
    else:
        h.aeron.close()
    expected = [(900, True), (901, True)] + ([(902, True)] if how == "client close" else [])
    assert gone == expected
    assert subscription.is_closed and subscription.image_count == 0
    h.driver.unavailable_image(subscription.registration_id, 900, 7)  # the driver's own notice comes later
    if how != "client close":
        h.invoke()
    assert gone == expected


def test_malformed_broadcast_is_reported_and_skipped(h: Harness) -> None:
    h.driver.transmitter.transmit(0x0F01, struct.pack("<q", 5))  # an error response cut short
    h.driver.transmitter.transmit(0x0F02, struct.pack("<qiiqii", 1, 2, 3, 4, 5, 10_000))  # name too long
    h.invoke()
    assert len(h.errors) == 2 and all(isinstance(e, ProtocolError) for e in h.errors)
    h.call(h.aeron.add_subscription, "aeron:ipc", 1)  # still working


def test_use_after_close(h: Harness) -> None:
    publication = h.call(h.aeron.add_publication, "aeron:ipc", 1)
    h.call(publication.close)
    with pytest.raises(ClosedError):
        publication.offer(b"12345678")
    with pytest.raises(ClosedError):
        publication.try_claim(8, BufferClaim())
    h.aeron.close()
    with pytest.raises(ClosedError):
        h.aeron.add_subscription("aeron:ipc", 1)
    with pytest.raises(ClosedError):
        h.aeron.conductor_agent_invoker.invoke()  # type: ignore[union-attr]


def test_threaded_conductor_delivers_images_on_its_own_thread(tmp_path: Path) -> None:
    clock = ManualClock()
    driver = FakeDriver(tmp_path / "aeron", clock)
    threads: list[str] = []
    seen = threading.Event()
    try:
        ctx = Context(aeron_dir=str(tmp_path / "aeron"), clock=clock)
        with Aeron.connect(ctx) as aeron:
            assert aeron.conductor_agent_invoker is None
            stop = threading.Event()

            def play() -> None:
                while not stop.is_set():
                    if not driver.step():
                        stop.wait(0.001)

            player = threading.Thread(target=play, daemon=True)
            player.start()
            subscription = aeron.add_subscription(
                "aeron:ipc", 3, lambda image: (threads.append(threading.current_thread().name), seen.set()))
            stop.set()
            player.join(10)
            driver.available_image(subscription.registration_id, 77, 3, 1)
            assert seen.wait(10)
            assert threads == ["aeron-client-conductor"]
    finally:
        driver.close()


def test_cnc_of_another_major_version_is_refused_naming_both(tmp_path: Path) -> None:
    cnc = CncFile.create(tmp_path, to_driver_buffer_length=64 * 1024 + 768,
                         to_clients_buffer_length=64 * 1024 + 128, counters_values_buffer_length=128 * 16,
                         error_buffer_length=4096)
    cnc.buffer.put_int32_ordered(0, compose_semantic_version(1, 0, 0))
    cnc.close()
    with pytest.raises(CncVersionError, match=r"1\.0\.0.*0\.2\.0"):
        Aeron.connect(Context(aeron_dir=str(tmp_path), driver_timeout_ms=200))


def test_missing_driver_times_out_with_the_directory_named(tmp_path: Path) -> None:
    with pytest.raises(DriverTimeoutError, match=str(tmp_path / "nothing")):
        Aeron.connect(Context(aeron_dir=str(tmp_path / "nothing"), driver_timeout_ms=100))


def test_connect_to_a_driver_that_shut_down_says_so(tmp_path: Path) -> None:
    """The cnc.dat of a driver that closed cleanly keeps its heartbeat at NULL_VALUE: connect names that
    instead of an age of the whole epoch."""
    clock = ManualClock()
    driver = FakeDriver(tmp_path, clock)
    driver.to_driver.consumer_heartbeat_time = NULL_VALUE
    try:
        with pytest.raises(DriverTimeoutError) as raised:
            Aeron.connect(Context(aeron_dir=str(tmp_path), driver_timeout_ms=100))
    finally:
        driver.close()
    assert str(raised.value) == (
        f"no driver heartbeat detected in {tmp_path}: the driver has shut down, driver_timeout_ms=100")
