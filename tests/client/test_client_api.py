"""The rest of Aeron's client surface against the scripted driver (tests/client/fake_driver.py): destinations,
async adds, counters and counter handlers, static counters, session ids, image rejection, revocation,
the per-frame reserved value supplier and the await guard.

The fake driver decodes commands with the generated codecs (strings and aligned labels by hand), so each
test checks the bytes our client writes, not only what it does with the answers.
"""

from __future__ import annotations

import struct
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from fake_driver import FakeDriver

import aeronkit.codecs.driver_commands as dc
from aeronkit.client import (
    ADMIN_ACTION,
    Aeron,
    ChannelEndpointError,
    Context,
    Counter,
    ExclusivePublication,
    Publication,
    ReentrantCallError,
)
from aeronkit.client.client_conductor import HEARTBEAT_TYPE_ID
from aeronkit.clock import ManualClock
from aeronkit.concurrent.counters import CountersReader
from aeronkit.errors import ClosedError, DriverTimeoutError, RegistrationError
from aeronkit.logbuffer import ExclusiveTermAppender
from aeronkit.logbuffer.header import BEGIN_FLAG, END_FLAG, HEADER_LENGTH, UNFRAGMENTED

TIMEOUT_MS = 2_000
PROTOCOL_1_0_0 = 1 << 16


class Harness:
    """Fake driver + client in invoker mode on one ManualClock; ``call`` plays the driver on a helper
    thread while an API call blocks for its answer; ``step`` answers what is pending on this thread."""

    def __init__(self, tmp: Path, control_protocol_version: int | None = None, **ctx: Any) -> None:
        self.clock = ManualClock()
        self.driver = FakeDriver(tmp / "aeron", self.clock, control_protocol_version)
        self.errors: list[BaseException] = []
        self.ctx = Context(aeron_dir=str(tmp / "aeron"), driver_timeout_ms=TIMEOUT_MS, clock=self.clock,
                           use_conductor_agent_invoker=True, error_handler=self.errors.append, **ctx)
        self.aeron = Aeron.connect(self.ctx)

    def call(self, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
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

    def step(self) -> list[tuple[str, dict[str, Any]]]:
        """The driver answers every pending command, then the client reads the answers."""
        got = self.driver.step()
        self.invoke()
        return got

    def invoke(self) -> int:
        invoker = self.aeron.conductor_agent_invoker
        assert invoker is not None
        return invoker.invoke()

    def commands(self, name: str) -> list[dict[str, Any]]:
        return [fields for n, fields in self.driver.commands if n == name]

    def close(self) -> None:
        self.aeron.close()
        self.driver.close()


@pytest.fixture
def h(tmp_path: Path) -> Iterator[Harness]:
    harness = Harness(tmp_path)
    yield harness
    harness.close()


# -- destinations ------------------------------------------------------------------------------------------

def test_publication_destinations_carry_the_publication_registration_id(h: Harness) -> None:
    publication = h.call(h.aeron.add_exclusive_publication, "aeron:udp?control-mode=manual", 10)
    first = h.call(publication.add_destination, "aeron:udp?endpoint=127.0.0.1:40001")
    second = h.call(publication.add_destination, "aeron:udp?endpoint=127.0.0.1:40002")
    h.call(publication.remove_destination, "aeron:udp?endpoint=127.0.0.1:40001")
    h.call(publication.remove_destination_by_id, second)

    adds = h.commands("AddDestination")
    assert [a["channel"] for a in adds] == ["aeron:udp?endpoint=127.0.0.1:40001",
                                           "aeron:udp?endpoint=127.0.0.1:40002"]
    assert [a["correlation_id"] for a in adds] == [first, second]
    assert {a["registration_correlation_id"] for a in adds} == {publication.original_registration_id}
    (remove,) = h.commands("RemoveDestination")
    assert remove["channel"] == "aeron:udp?endpoint=127.0.0.1:40001"
    assert remove["registration_correlation_id"] == publication.original_registration_id
    (by_id,) = h.commands("RemoveDestinationById")
    assert by_id["resource_registration_id"] == publication.original_registration_id
    assert by_id["destination_registration_id"] == second


def test_async_destination_is_active_until_the_driver_answers(h: Harness) -> None:
    publication = h.call(h.aeron.add_publication, "aeron:udp?control-mode=manual", 11)
    correlation_id = publication.async_add_destination("aeron:udp?endpoint=127.0.0.1:40003")
    assert h.aeron.is_command_active(correlation_id)
    assert h.aeron.has_active_commands()
    h.step()
    assert not h.aeron.is_command_active(correlation_id)
    assert not h.aeron.has_active_commands()
    removal = publication.async_remove_destination("aeron:udp?endpoint=127.0.0.1:40003")
    by_id = publication.async_remove_destination_by_id(correlation_id)
    assert h.aeron.is_command_active(removal) and h.aeron.is_command_active(by_id)
    h.step()
    assert not h.aeron.has_active_commands()
    assert h.errors == []


def test_refused_async_destination_is_reported_to_the_error_handler(h: Harness) -> None:
    publication = h.call(h.aeron.add_publication, "aeron:udp?control-mode=manual", 12)
    h.driver.refuse["AddDestination"] = (1, "invalid endpoint")
    correlation_id = publication.async_add_destination("aeron:udp?endpoint=nowhere")
    h.step()
    assert not h.aeron.is_command_active(correlation_id)
    assert len(h.errors) == 1
    error = h.errors[0]
    assert isinstance(error, RegistrationError)
    assert (error.correlation_id, error.error_code) == (correlation_id, 1)
    assert "invalid endpoint" in str(error)
    with pytest.raises(RegistrationError, match="invalid endpoint"):
        h.call(publication.add_destination, "aeron:udp?endpoint=nowhere")


def test_subscription_destinations_are_rcv_destinations(h: Harness) -> None:
    subscription = h.call(h.aeron.add_subscription, "aeron:udp?control-mode=manual", 13)
    h.call(subscription.add_destination, "aeron:udp?endpoint=127.0.0.1:40004")
    h.call(subscription.remove_destination, "aeron:udp?endpoint=127.0.0.1:40004")
    correlation_id = subscription.async_add_destination("aeron:udp?endpoint=127.0.0.1:40005")
    removal = subscription.async_remove_destination("aeron:udp?endpoint=127.0.0.1:40005")
    assert h.aeron.is_command_active(correlation_id) and h.aeron.is_command_active(removal)
    h.step()
    assert not h.aeron.has_active_commands()
    adds = h.commands("AddRcvDestination")
    removes = h.commands("RemoveRcvDestination")
    assert [a["channel"] for a in adds] == ["aeron:udp?endpoint=127.0.0.1:40004",
                                           "aeron:udp?endpoint=127.0.0.1:40005"]
    assert [r["channel"] for r in removes] == ["aeron:udp?endpoint=127.0.0.1:40004",
                                              "aeron:udp?endpoint=127.0.0.1:40005"]
    assert {c["registration_correlation_id"] for c in adds + removes} == {subscription.registration_id}
    assert adds[1]["correlation_id"] == correlation_id and removes[1]["correlation_id"] == removal


def test_destinations_on_a_closed_resource_raise(h: Harness) -> None:
    publication = h.call(h.aeron.add_exclusive_publication, "aeron:udp?control-mode=manual", 14)
    subscription = h.call(h.aeron.add_subscription, "aeron:udp?control-mode=manual", 14)
    h.call(publication.close)
    h.call(subscription.close)
    before = len(h.driver.commands)
    with pytest.raises(ClosedError):
        publication.add_destination("aeron:udp?endpoint=127.0.0.1:40006")
    with pytest.raises(ClosedError):
        publication.async_add_destination("aeron:udp?endpoint=127.0.0.1:40006")
    with pytest.raises(ClosedError):
        subscription.async_add_destination("aeron:udp?endpoint=127.0.0.1:40006")
    assert h.driver.poll() == [] and len(h.driver.commands) == before


# -- async adds --------------------------------------------------------------------------------------------

def test_async_publications_appear_once_the_driver_answers(h: Harness) -> None:
    concurrent = h.aeron.async_add_publication("aeron:ipc", 20)
    exclusive = h.aeron.async_add_exclusive_publication("aeron:ipc", 21)
    assert h.aeron.get_publication(concurrent) is None
    assert h.aeron.get_exclusive_publication(exclusive) is None
    h.step()
    publication = h.aeron.get_publication(concurrent)
    assert type(publication) is Publication
    assert (publication.channel, publication.stream_id, publication.registration_id) == ("aeron:ipc", 20,
                                                                                         concurrent)
    exclusive_publication = h.aeron.get_exclusive_publication(exclusive)
    assert isinstance(exclusive_publication, ExclusivePublication)
    assert h.aeron.get_exclusive_publication(concurrent) is None  # wrong kind
    assert h.aeron.get_publication(exclusive) is None
    assert publication.offer(b"hello") > 0
    h.aeron.async_remove_publication(concurrent)
    assert publication.is_closed
    h.step()
    assert [r["registration_id"] for r in h.commands("RemovePublication")] == [concurrent]
    assert h.aeron.get_publication(concurrent) is None


def test_refused_async_publication_raises_once_from_get(h: Harness) -> None:
    h.driver.refuse["AddPublication"] = (1, "invalid channel")
    registration_id = h.aeron.async_add_publication("aeron:bogus", 22)
    h.step()
    with pytest.raises(RegistrationError, match="invalid channel") as info:
        h.aeron.get_publication(registration_id)
    assert info.value.correlation_id == registration_id
    assert h.aeron.get_publication(registration_id) is None
    assert h.errors == []  # kept for get_publication, not reported as well


def test_async_subscription_and_its_removal(h: Harness) -> None:
    images: list[Any] = []
    registration_id = h.aeron.async_add_subscription("aeron:ipc", 23, images.append)
    assert h.aeron.get_subscription(registration_id) is None
    h.step()
    subscription = h.aeron.get_subscription(registration_id)
    assert subscription is not None and subscription.stream_id == 23
    h.driver.available_image(registration_id, 9001, 23, 77)
    h.invoke()
    assert [image.session_id for image in images] == [77]
    h.aeron.async_remove_subscription(registration_id)
    assert subscription.is_closed
    h.step()
    assert [r["registration_id"] for r in h.commands("RemoveSubscription")] == [registration_id]

    h.driver.refuse["AddSubscription"] = (1, "no such channel")
    refused = h.aeron.async_add_subscription("aeron:bogus", 24)
    h.step()
    with pytest.raises(RegistrationError, match="no such channel"):
        h.aeron.get_subscription(refused)


# -- counters ----------------------------------------------------------------------------------------------

def test_add_counter_full_form_and_handlers_see_every_counter(h: Harness) -> None:
    available: list[tuple[int, int, str]] = []
    unavailable: list[tuple[int, int]] = []

    def on_available(reader: CountersReader, registration_id: int, counter_id: int) -> None:
        available.append((registration_id, counter_id, reader.get_counter_label(counter_id)))

    handler_id = h.aeron.add_available_counter_handler(on_available)
    h.aeron.add_unavailable_counter_handler(lambda reader, reg, cid: unavailable.append((reg, cid)))
    key = bytes(range(7))
    counter = h.call(h.aeron.add_counter, 4242, "my counter", memoryview(b"xx" + key)[2:])
    (command,) = h.commands("AddCounter")
    assert (command["type_id"], command["key"], command["label"]) == (4242, key, "my counter")
    reader = h.aeron.counters_reader
    assert reader.get_counter_key(counter.id)[:7] == key
    assert reader.get_counter_type_id(counter.id) == 4242
    assert counter.registration_id == counter.correlation_id == command["correlation_id"]
    assert (counter.registration_id, counter.id, "my counter") in available

    # A counter another client allocated: announced with a correlation id that is not ours.
    foreign = h.driver.counters.allocate("someone else's", 5151)
    h.driver.transmit(dc.OnCounterReadyEncoder, correlation_id=987654, counter_id=foreign)
    h.driver.transmit(dc.OnUnavailableCounterEncoder, correlation_id=987654, counter_id=foreign)
    h.invoke()
    assert available[-1] == (987654, foreign, "someone else's")
    assert unavailable == [(987654, foreign)]
    assert h.aeron.get_counter(987654) is None  # not ours

    assert h.aeron.remove_available_counter_handler(handler_id)
    assert not h.aeron.remove_available_counter_handler(handler_id)
    h.driver.transmit(dc.OnCounterReadyEncoder, correlation_id=987655, counter_id=foreign)
    h.invoke()
    assert available[-1][0] == 987654


def test_counter_arguments_are_checked_before_anything_is_sent(h: Harness) -> None:
    with pytest.raises(ValueError, match="key length"):
        h.aeron.add_counter(1, "label", b"k" * 113)
    with pytest.raises(ValueError, match="MAX_LABEL_LENGTH"):
        h.aeron.add_counter(1, "l" * 381)
    assert h.driver.poll() == []


def test_unavailable_counter_closes_our_counter_and_close_removes_it_once(h: Harness) -> None:
    gone = h.call(h.aeron.add_counter, 1001, "freed by the driver")
    kept = h.call(h.aeron.add_counter, 1001, "closed by us")
    h.driver.transmit(dc.OnUnavailableCounterEncoder, correlation_id=gone.registration_id,
                      counter_id=gone.id)
    h.invoke()
    assert gone.is_closed
    with pytest.raises(ClosedError):
        gone.increment()
    kept.set(5)
    h.call(kept.close)
    h.call(kept.close)
    assert kept.is_closed
    assert [c["registration_id"] for c in h.commands("RemoveCounter")] == [kept.registration_id]


def test_async_counter_and_get_counter(h: Harness) -> None:
    correlation_id = h.aeron.async_add_counter(3003, "async counter", b"\x01\x02")
    assert h.aeron.get_counter(correlation_id) is None
    h.step()
    counter = h.aeron.get_counter(correlation_id)
    assert isinstance(counter, Counter)
    assert h.aeron.counters_reader.get_counter_label(counter.id) == "async counter"
    h.aeron.async_remove_counter(correlation_id)
    assert counter.is_closed
    h.step()
    assert [c["registration_id"] for c in h.commands("RemoveCounter")] == [correlation_id]


def test_static_counter_is_shared_by_registration_id_and_survives_close(h: Harness) -> None:
    first = h.call(h.aeron.add_static_counter, 77, "static one", 555, b"K")
    again = h.call(h.aeron.add_static_counter, 77, "static one", 555, b"K")
    commands = h.commands("AddStaticCounter")
    assert [(c["type_id"], c["registration_id"], c["key"], c["label"]) for c in commands] == [
        (77, 555, b"K", "static one")] * 2
    assert first.id == again.id
    assert first.registration_id == again.registration_id == 555
    assert first.correlation_id == commands[0]["correlation_id"] != again.correlation_id
    assert not first.client_owned
    first.set(11)
    assert again.get() == 11
    h.call(first.close)
    assert first.is_closed and not again.is_closed
    assert h.commands("RemoveCounter") == []


def test_close_handlers_and_unavailable_handlers_run_when_the_client_closes(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    try:
        order: list[str] = []
        counter = h.call(h.aeron.add_counter, 1001, "owned")
        h.aeron.add_unavailable_counter_handler(lambda r, reg, cid: order.append(f"unavailable {reg}"))
        removed = h.aeron.add_close_handler(lambda: order.append("removed"))
        h.aeron.add_close_handler(lambda: order.append("closed"))
        assert h.aeron.remove_close_handler(removed)
        h.aeron.close()
        assert order == [f"unavailable {counter.registration_id}", "closed"]
        assert counter.is_closed
    finally:
        h.driver.close()


def test_counter_handlers_from_the_context(tmp_path: Path) -> None:
    seen: list[int] = []
    h = Harness(tmp_path, available_counter_handler=lambda reader, reg, cid: seen.append(reg))
    try:
        counter = h.call(h.aeron.add_counter, 1001, "context handler")
        # The driver's own announcement of this client's heartbeat counter comes first.
        assert seen == [h.aeron.client_id, counter.registration_id]
    finally:
        h.close()


# -- ids, names, images, revocation ------------------------------------------------------------------------

def test_next_session_id_asks_a_driver_that_supports_it(tmp_path: Path) -> None:
    h = Harness(tmp_path, control_protocol_version=PROTOCOL_1_0_0)
    try:
        h.driver.next_session_id = 4444
        assert h.call(h.aeron.next_session_id, 1234) == 4444
        (command,) = h.commands("GetNextAvailableSessionId")
        assert command["stream_id"] == 1234
    finally:
        h.close()


def test_next_session_id_is_random_on_an_older_driver(h: Harness) -> None:
    ids = {h.aeron.next_session_id(1) for _ in range(20)}
    assert all(-(2**31) <= i < 2**31 for i in ids)
    assert len(ids) > 1
    assert h.driver.poll() == []


def test_next_correlation_id_is_the_drivers_shared_counter(h: Harness) -> None:
    first = h.aeron.next_correlation_id()
    assert h.driver.to_driver.next_correlation_id() == first + 1
    assert h.aeron.next_correlation_id() == first + 2


def test_client_name_is_appended_to_the_heartbeat_label(tmp_path: Path) -> None:
    h = Harness(tmp_path, client_name="orders-gateway")
    try:
        h.call(h.aeron.add_subscription, "aeron:ipc", 1)  # makes the fake driver allocate the heartbeat
        h.clock.advance_ms(1_000)
        h.driver.heartbeat()
        h.invoke()
        counter_id = h.driver.clients[h.aeron.client_id]
        assert h.driver.counters.get_counter_type_id(counter_id) == HEARTBEAT_TYPE_ID
        label = h.driver.counters.get_counter_label(counter_id)
        assert label.startswith(f"client-heartbeat: id={h.aeron.client_id} name=orders-gateway version=")
        assert h.aeron.client_name == "orders-gateway"
    finally:
        h.close()


def test_client_name_longer_than_aerons_limit_is_refused(tmp_path: Path) -> None:
    from aeronkit.errors import ConfigurationError

    with pytest.raises(ConfigurationError, match=r"^aeron\.client\.name='x{101}': must be at most 100 char"):
        Context(aeron_dir=str(tmp_path), client_name="x" * 101).conclude()


def test_image_reject_sends_position_and_reason(h: Harness) -> None:
    subscription = h.call(h.aeron.add_subscription, "aeron:udp?endpoint=127.0.0.1:40007", 30)
    h.driver.available_image(subscription.registration_id, 9100, 30, 88)
    h.invoke()
    (image,) = subscription.images
    h.call(image.reject, "bad publisher")
    (command,) = h.commands("RejectImage")
    assert (command["image_correlation_id"], command["position"], command["reason"]) == (
        9100, image.position, "bad publisher")
    h.driver.refuse["RejectImage"] = (11, "Unable to resolve image for correlationId")
    with pytest.raises(RegistrationError, match="Unable to resolve image"):
        h.call(image.reject, "again")


def test_revoke_sets_the_revoke_flag(h: Harness) -> None:
    plain = h.call(h.aeron.add_exclusive_publication, "aeron:ipc", 31)
    revoked = h.call(h.aeron.add_exclusive_publication, "aeron:ipc", 32)
    on_close = h.call(h.aeron.add_exclusive_publication, "aeron:ipc", 33)
    h.call(plain.close)
    h.call(revoked.revoke)
    on_close.revoke_on_close()
    h.call(on_close.close)
    flags = {c["registration_id"]: list(c["flags"]) for c in h.commands("RemovePublication")}
    revoke = [dc.RemovePublicationFlags.REVOKE.name]
    assert flags == {plain.registration_id: [], revoked.registration_id: revoke,
                     on_close.registration_id: revoke}
    assert revoked.is_closed


def test_channel_endpoint_error_names_the_status_counter(h: Harness) -> None:
    publication = h.call(h.aeron.add_publication, "aeron:ipc", 34)
    publication.channel_status_id = 17  # as the driver would have allocated for a UDP channel
    h.driver.error(17, 4, "bind failed")
    h.invoke()
    assert len(h.errors) == 1 and isinstance(h.errors[0], ChannelEndpointError)
    assert h.errors[0].status_indicator_id == 17


# -- the await guard ---------------------------------------------------------------------------------------

def test_await_with_a_clock_that_never_moves_still_times_out(tmp_path: Path) -> None:
    clock = ManualClock()
    driver = FakeDriver(tmp_path / "aeron", clock)
    try:
        ctx = Context(aeron_dir=str(tmp_path / "aeron"), driver_timeout_ms=300, clock=clock,
                      use_conductor_agent_invoker=True)
        with Aeron.connect(ctx) as aeron, pytest.raises(DriverTimeoutError, match=r"no response .* 300 ms"):
            aeron.add_subscription("aeron:ipc", 1)  # the driver never answers, the clock never moves
    finally:
        driver.close()


# -- reserved value supplier -------------------------------------------------------------------------------

def frames(term: memoryview, end: int) -> list[tuple[int, int, int, bytes]]:
    """(offset, flags, reserved value, payload) of each committed frame in a term, read with struct."""
    out = []
    offset = 0
    while offset < end:
        (length,) = struct.unpack_from("<i", term, offset)
        assert length > 0, f"uncommitted frame at {offset}"
        flags = term[offset + 5]
        (reserved,) = struct.unpack_from("<q", term, offset + 24)
        out.append((offset, flags, reserved, bytes(term[offset + HEADER_LENGTH:offset + length])))
        offset += (length + 31) & ~31
    return out


def test_supplier_is_called_per_frame_with_the_filled_frame(h: Harness) -> None:
    publication = h.call(h.aeron.add_publication, "aeron:ipc", 40)
    calls: list[tuple[int, int, int, bytes]] = []

    def supplier(term: memoryview, offset: int, frame_length: int) -> int:
        (length_field,) = struct.unpack_from("<i", term, offset)
        payload = bytes(term[offset + HEADER_LENGTH:offset + frame_length])
        calls.append((offset, frame_length, length_field, payload))
        return 0x1000 + len(calls)

    assert publication.offer(b"first", reserved_value_supplier=supplier) > 0
    assert publication.offer_vectors([b"sec", memoryview(b"ond!")], reserved_value_supplier=supplier) > 0
    assert [c[3] for c in calls] == [b"first", b"second!"]
    assert [c[1] for c in calls] == [HEADER_LENGTH + 5, HEADER_LENGTH + 7]
    assert all(c[2] <= 0 for c in calls), "the frame must not be committed before the supplier runs"
    term = publication.logs.term_buffer(0)
    assert frames(term, publication.position) == [
        (0, UNFRAGMENTED, 0x1001, b"first"), (64, UNFRAGMENTED, 0x1002, b"second!")]


def test_supplier_runs_for_each_fragment_of_an_exclusive_publication(h: Harness) -> None:
    publication = h.call(h.aeron.add_exclusive_publication, "aeron:ipc", 41)
    max_payload = publication.max_payload_length
    message = bytes(i & 0xFF for i in range(2 * max_payload + 100))
    seen: list[bytes] = []

    def supplier(term: memoryview, offset: int, frame_length: int) -> int:
        seen.append(bytes(term[offset + HEADER_LENGTH:offset + frame_length]))
        return len(seen)

    assert publication.offer(message, reserved_value_supplier=supplier) > 0
    assert seen == [message[:max_payload], message[max_payload:2 * max_payload], message[2 * max_payload:]]
    got = frames(publication.logs.term_buffer(0), publication.position)
    assert [(flags, reserved) for _, flags, reserved, _ in got] == [(BEGIN_FLAG, 1), (0, 2), (END_FLAG, 3)]
    assert b"".join(payload for *_, payload in got) == message


def test_fragmented_supplied_message_that_does_not_fit_pads_the_term(h: Harness) -> None:
    publication = h.call(h.aeron.add_exclusive_publication, "aeron:ipc", 42)
    term_length = publication.term_buffer_length
    h.driver.counters.set_counter_value(publication._limit.counter_id, 1 << 40)  # no back pressure
    big = b"b" * (publication.max_payload_length + 10)
    required = (publication.max_payload_length + HEADER_LENGTH) + ((10 + HEADER_LENGTH + 31) & ~31)
    filler = b"f" * (1024 - HEADER_LENGTH)  # 1 KiB frames: the term ends with 1 KiB < required free
    while term_length - publication.term_offset >= required:
        assert publication.offer(filler) > 0
    assert 0 < term_length - publication.term_offset < required
    calls: list[int] = []

    def supplier(term: memoryview, offset: int, frame_length: int) -> int:
        calls.append(offset)
        return 0

    assert publication.offer(big, reserved_value_supplier=supplier) == ADMIN_ACTION
    assert calls == []
    assert publication.term_offset == 0  # rotated to the next term
    assert publication.offer(big, reserved_value_supplier=supplier) > 0
    assert len(calls) == 2


def test_supplier_error_aborts_the_frame_and_concurrent_fragmentation_is_refused(h: Harness) -> None:
    publication = h.call(h.aeron.add_publication, "aeron:ipc", 43)

    def boom(term: memoryview, offset: int, frame_length: int) -> int:
        raise RuntimeError("supplier failed")

    with pytest.raises(RuntimeError, match="supplier failed"):
        publication.offer(b"doomed", reserved_value_supplier=boom)
    assert publication.offer(b"next", reserved_value_supplier=lambda t, o, n: 9) > 0
    term = publication.logs.term_buffer(0)
    (padding_length,) = struct.unpack_from("<i", term, 0)
    assert padding_length > 0 and struct.unpack_from("<H", term, 6)[0] == 0  # the aborted frame is padding
    assert frames(term, publication.position)[-1][2:] == (9, b"next")
    with pytest.raises(ValueError, match="ExclusivePublication"):
        publication.offer(b"x" * (publication.max_payload_length + 1),
                          reserved_value_supplier=lambda t, o, n: 0)


def test_connect_with_a_clock_that_never_moves_and_no_driver_times_out(tmp_path: Path) -> None:
    ctx = Context(aeron_dir=str(tmp_path / "nothing-here"), driver_timeout_ms=200, clock=ManualClock(),
                  use_conductor_agent_invoker=True)
    with pytest.raises(DriverTimeoutError, match=r"no usable cnc\.dat"):
        Aeron.connect(ctx)


def test_publication_error_frames_reach_the_handler_for_our_publications_only(tmp_path: Path) -> None:
    from aeronkit.command import PublicationErrorFrame, encode_response
    from aeronkit.command.types import ON_PUBLICATION_ERROR

    frames_seen: list[PublicationErrorFrame] = []
    h = Harness(tmp_path, publication_error_frame_handler=frames_seen.append)
    try:
        publication = h.call(h.aeron.add_exclusive_publication, "aeron:udp?endpoint=127.0.0.1:40008", 50)
        for registration_id in (publication.original_registration_id, 424242):
            frame = PublicationErrorFrame(registration_id, -1, publication.session_id, 50, 7, 0, 1, 40008,
                                          b"\x7f\x00\x00\x01", 13, "image rejected")
            h.driver.transmitter.transmit(ON_PUBLICATION_ERROR, encode_response(ON_PUBLICATION_ERROR, frame))
        h.invoke()
        assert [(f.registration_id, f.error_message) for f in frames_seen] == [
            (publication.original_registration_id, "image rejected")]
        assert frames_seen[0].source_address[:4] == b"\x7f\x00\x00\x01"
    finally:
        h.close()


def test_spies_cannot_reject_images(h: Harness) -> None:
    spy = h.call(h.aeron.add_subscription, "aeron-spy:aeron:udp?endpoint=127.0.0.1:40009", 60)
    h.driver.available_image(spy.registration_id, 9200, 60, 99)
    h.invoke()
    with pytest.raises(ValueError, match="spies can not reject images"):
        spy.images[0].reject("no")
    assert h.commands("RejectImage") == []


# -- reentrancy (ClientConductor.ensureNotReentrant) ---------------------------------------------------------

CALLBACKS = ["available_image", "unavailable_image", "available_counter", "unavailable_counter", "close"]


def _guarded_calls(h: Harness, res: dict[str, Any]) -> dict[str, Callable[[], Any]]:
    """Every client call Aeron guards, on resources made before the callback runs."""
    aeron = h.aeron
    on_counter = res["counter_handler"]
    on_close = res["close_handler"]
    return {
        "add_publication": lambda: aeron.add_publication("aeron:ipc", 50),
        "add_exclusive_publication": lambda: aeron.add_exclusive_publication("aeron:ipc", 50),
        "async_add_publication": lambda: aeron.async_add_publication("aeron:ipc", 50),
        "async_add_exclusive_publication": lambda: aeron.async_add_exclusive_publication("aeron:ipc", 50),
        "get_publication": lambda: aeron.get_publication(res["publication"].registration_id),
        "get_exclusive_publication": lambda: aeron.get_exclusive_publication(
            res["exclusive"].registration_id),
        "async_remove_publication": lambda: aeron.async_remove_publication(res["exclusive"].registration_id),
        "publication.close": lambda: res["publication"].close(),
        "publication.add_destination": lambda: res["publication"].add_destination("aeron:udp?endpoint=x:1"),
        "publication.async_remove_destination": lambda: res["publication"].async_remove_destination("x"),
        "add_subscription": lambda: aeron.add_subscription("aeron:ipc", 51),
        "async_add_subscription": lambda: aeron.async_add_subscription("aeron:ipc", 51),
        "get_subscription": lambda: aeron.get_subscription(res["subscription"].registration_id),
        "async_remove_subscription": lambda: aeron.async_remove_subscription(res["other"].registration_id),
        "subscription.close": lambda: res["subscription"].close(),
        "subscription.add_destination": lambda: res["subscription"].add_destination("aeron:udp?endpoint=y:1"),
        "add_counter": lambda: aeron.add_counter(1001, "reentrant"),
        "async_add_counter": lambda: aeron.async_add_counter(1001, "reentrant"),
        "add_static_counter": lambda: aeron.add_static_counter(1001, "reentrant", 77),
        "async_add_static_counter": lambda: aeron.async_add_static_counter(1001, "reentrant", 77),
        "get_counter": lambda: aeron.get_counter(res["counter"].registration_id),
        "async_remove_counter": lambda: aeron.async_remove_counter(res["other_counter"].registration_id),
        "counter.close": lambda: res["counter"].close(),
        "add_available_counter_handler": lambda: aeron.add_available_counter_handler(on_counter),
        "add_unavailable_counter_handler": lambda: aeron.add_unavailable_counter_handler(on_counter),
        "add_close_handler": lambda: aeron.add_close_handler(on_close),
        "remove_available_counter_handler(handler)": lambda: aeron.remove_available_counter_handler(
            on_counter),
        "remove_unavailable_counter_handler(handler)": lambda: aeron.remove_unavailable_counter_handler(
            on_counter),
        "remove_close_handler(handler)": lambda: aeron.remove_close_handler(on_close),
        "image.reject": lambda: res["image"].reject("from a callback"),
        "next_session_id": lambda: aeron.next_session_id(50),
    }


@pytest.mark.parametrize("callback", CALLBACKS)
def test_guarded_calls_from_inside_a_callback_raise_and_send_nothing(tmp_path: Path, callback: str) -> None:
    h = Harness(tmp_path, control_protocol_version=PROTOCOL_1_0_0)
    try:
        outcomes: dict[str, BaseException | None] = {}
        ran = threading.Event()
        res: dict[str, Any] = {"counter_handler": lambda *a: None, "close_handler": lambda: None}

        def run_all(*args: Any) -> None:
            if ran.is_set():
                return
            ran.set()
            sent_before = len(h.driver.poll())
            for name, call in _guarded_calls(h, res).items():
                try:
                    call()
                    outcomes[name] = None
                except Exception as exc:
                    outcomes[name] = exc
            assert h.driver.poll()[sent_before:] == [], "a refused call sent a command to the driver"

        image_handler = run_all if callback == "available_image" else None
        unavailable_handler = run_all if callback == "unavailable_image" else None
        res["publication"] = h.call(h.aeron.add_publication, "aeron:ipc", 40)
        res["exclusive"] = h.call(h.aeron.add_exclusive_publication, "aeron:ipc", 41)
        res["subscription"] = h.call(h.aeron.add_subscription, "aeron:ipc", 42, image_handler,
                                     unavailable_handler)
        res["other"] = h.call(h.aeron.add_subscription, "aeron:ipc", 43)
        res["counter"] = h.call(h.aeron.add_counter, 1001, "mine")
        res["other_counter"] = h.call(h.aeron.add_counter, 1001, "also mine")
        h.aeron.add_available_counter_handler(res["counter_handler"])
        h.aeron.add_unavailable_counter_handler(res["counter_handler"])
        h.aeron.add_close_handler(res["close_handler"])
        h.driver.available_image(res["other"].registration_id, 9002, 43, 78)
        if callback != "available_image":
            h.driver.available_image(res["subscription"].registration_id, 9001, 42, 77)
        h.invoke()
        res["image"] = res["other"].images[0]
        foreign = h.driver.counters.allocate("someone else's", 5151)
        if callback == "available_counter":
            h.aeron.add_available_counter_handler(run_all)
        elif callback == "unavailable_counter":
            h.aeron.add_unavailable_counter_handler(run_all)
        elif callback == "close":
            h.aeron.add_close_handler(run_all)

        if callback == "available_image":
            h.driver.available_image(res["subscription"].registration_id, 9001, 42, 77)
        elif callback == "unavailable_image":
            h.driver.unavailable_image(res["subscription"].registration_id, 9001, 42)
        elif callback == "available_counter":
            h.driver.transmit(dc.OnCounterReadyEncoder, correlation_id=987654, counter_id=foreign)
        elif callback == "unavailable_counter":
            h.driver.transmit(dc.OnUnavailableCounterEncoder, correlation_id=987654, counter_id=foreign)
        if callback == "close":
            h.aeron.close()
        else:
            h.invoke()
        assert ran.is_set(), "the callback ran"
        assert h.errors == []
        refused = {name: exc for name, exc in outcomes.items() if not isinstance(exc, ReentrantCallError)}
        if callback == "close":
            # The client is closing: its own calls say it is closed, the resources are closed already.
            assert all(isinstance(exc, ClosedError) for exc in refused.values() if exc is not None), refused
        else:
            assert refused == {}, refused
            message = "reentrant calls not permitted during callbacks"
            assert all(str(exc) == message for exc in outcomes.values())
            for name in ("publication", "subscription", "counter"):
                assert not res[name].is_closed, f"a refused {name}.close() leaves it open and usable"
            assert res["subscription"].poll(lambda *a: None, 10) == 0
            # Outside the callback every call works again.
            assert h.call(h.aeron.add_publication, "aeron:ipc", 50).stream_id == 50
            h.call(res["subscription"].close)
            assert res["subscription"].is_closed
    finally:
        h.close()


def test_calls_aeron_allows_from_callbacks_still_work(h: Harness) -> None:
    """Aeron guards neither the command queries nor removal by id; nor does a poll handler hold the lock."""
    seen: list[Any] = []
    counters: list[int] = []
    subscription = h.call(h.aeron.add_subscription, "aeron:ipc", 60)
    async_id = h.aeron.async_add_publication("aeron:ipc", 61)
    handler_id = h.aeron.add_available_counter_handler(lambda *a: None)
    close_id = h.aeron.add_close_handler(lambda: None)
    h.aeron.add_available_counter_handler(lambda reader, registration_id, counter_id: counters.append(
        registration_id))

    def on_image(image: Any) -> None:
        seen.append(h.aeron.is_command_active(async_id))
        seen.append(h.aeron.has_active_commands())
        seen.append(h.aeron.remove_available_counter_handler(handler_id))
        seen.append(h.aeron.remove_close_handler(close_id))
        seen.append(h.aeron.next_correlation_id() > 0)
        # A duty cycle inside the handler must not re-enter the broadcast receive that is calling it (its
        # copy buffer still holds records not yet handed out): it does nothing until the handler returns.
        h.driver.transmit(dc.OnCounterReadyEncoder, correlation_id=4444, counter_id=0)
        seen.append(h.aeron.conductor_agent_invoker.invoke())  # type: ignore[union-attr]
        seen.append(list(counters))

    subscription.available_image_handler = on_image
    logs = h.driver.available_image(subscription.registration_id, 9002, 60, 78)
    h.invoke()
    assert seen == [True, True, True, True, True, 0, []]
    h.invoke()
    assert counters == [4444]
    assert h.errors == []

    ExclusiveTermAppender(logs).offer(b"hello")
    made: list[Publication] = []
    received = h.call(subscription.poll, lambda *a: made.append(h.aeron.add_publication("aeron:ipc", 62)), 10)
    assert received == 1 and [p.stream_id for p in made] == [62]
