"""The client API against a real Aeron Java MediaDriver (one per module): what Aeron's driver says about
our registrations, and each publication/subscription feature end to end over aeron:ipc."""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import pytest
from support.drivers import DriverHandle
from support.wait import offerable, wait_until

from aeronkit import testpattern
from aeronkit.client import (
    NOT_CONNECTED,
    Aeron,
    BufferClaim,
    Context,
    ControlledPollAction,
    FragmentAssembler,
    Image,
    Publication,
    Subscription,
)
from aeronkit.client.header import UNFRAGMENTED
from aeronkit.errors import RegistrationError

pytestmark = pytest.mark.java


@pytest.fixture(scope="module")
def aeron(java_driver: DriverHandle) -> Iterator[Aeron]:
    with Aeron.connect(Context(aeron_dir=str(java_driver.aeron_dir))) as client:
        yield client


_stream = iter(range(3000, 4000))


def connected_pair(aeron: Aeron, exclusive: bool = True,
                   **sub_kwargs: object) -> tuple[Publication, Subscription]:
    stream_id = next(_stream)
    subscription = aeron.add_subscription("aeron:ipc", stream_id, **sub_kwargs)  # type: ignore[arg-type]
    add = aeron.add_exclusive_publication if exclusive else aeron.add_publication
    publication = add("aeron:ipc", stream_id)
    wait_until(lambda: publication.is_connected and subscription.image_count == 1, 20, "connection")
    wait_until(lambda: publication.position_limit > publication.position, 20, "publication limit")
    return publication, subscription


def drain(subscription: Subscription, count: int) -> list[tuple[bytes, int]]:
    got: list[tuple[bytes, int]] = []
    handler = FragmentAssembler(lambda b, o, n, h: got.append((bytes(b[o:o + n]), h.reserved_value)))
    wait_until(lambda: subscription.poll(handler, 100) >= 0 and len(got) >= count, 20, f"{count} messages")
    return got


def test_driver_registers_the_client_heartbeat(aeron: Aeron) -> None:
    aeron.add_counter(1001, "heartbeat probe").close()
    wait_until(lambda: aeron.conductor.heartbeat_counter_id >= 0, 20, "heartbeat counter")
    reader = aeron.counters_reader
    counter_id = aeron.conductor.heartbeat_counter_id
    assert reader.get_counter_label(counter_id).startswith(f"client-heartbeat: id={aeron.client_id}")
    before = reader.get_counter_value(counter_id)
    wait_until(lambda: reader.get_counter_value(counter_id) > before, 20, "a keepalive")


@pytest.mark.driver_errors("unknown media: bogus", "address:port is required for ipv4: nonsense")
def test_invalid_channel_is_refused_with_aerons_error_code(aeron: Aeron) -> None:
    with pytest.raises(RegistrationError) as info:
        aeron.add_publication("aeron:bogus", 1)
    assert info.value.error_code == 1  # INVALID_CHANNEL
    with pytest.raises(RegistrationError):
        aeron.add_subscription("aeron:udp?endpoint=nonsense", 1)


def test_counter_is_visible_to_every_reader(aeron: Aeron) -> None:
    counter = aeron.add_counter(1234, "aeronkit test counter", b"\x01\x02\x03")
    reader = aeron.counters_reader
    assert reader.get_counter_type_id(counter.counter_id) == 1234
    assert reader.get_counter_label(counter.counter_id) == "aeronkit test counter"
    assert reader.get_counter_key(counter.counter_id)[:3] == b"\x01\x02\x03"
    assert reader.get_counter_registration_id(counter.counter_id) == counter.registration_id
    counter.set(99)
    counter.increment()
    assert reader.get_counter_value(counter.counter_id) == 100
    counter.close()
    wait_until(lambda: reader.get_counter_state(counter.counter_id) != 1, 20, "counter freed")


def test_concurrent_publications_on_one_stream_share_a_session(aeron: Aeron) -> None:
    stream_id = next(_stream)
    first = aeron.add_publication("aeron:ipc", stream_id)
    second = aeron.add_publication("aeron:ipc", stream_id)
    exclusive = aeron.add_exclusive_publication("aeron:ipc", stream_id)
    assert first.session_id == second.session_id != exclusive.session_id
    assert second.original_registration_id == first.registration_id != second.registration_id
    for publication in (first, second, exclusive):
        publication.close()


def test_try_claim_commit_and_abort(aeron: Aeron) -> None:
    publication, subscription = connected_pair(aeron, exclusive=False)
    claim = BufferClaim()
    assert publication.try_claim(16, claim) > 0
    claim.put_bytes(b"claimed-message!")
    claim.reserved_value = 7
    claim.commit()
    assert publication.try_claim(16, claim) > 0
    claim.put_bytes(b"aborted-message!")
    claim.abort()
    assert publication.offer(b"after") > 0
    assert drain(subscription, 2) == [(b"claimed-message!", 7), (b"after", 0)]
    with pytest.raises(ValueError):
        publication.try_claim(publication.max_payload_length + 1, claim)


def test_vectors_offsets_and_reserved_values(aeron: Aeron) -> None:
    publication, subscription = connected_pair(aeron)
    assert publication.offer_vectors([b"head-", memoryview(b"middle-"), bytearray(b"tail")]) > 0
    assert publication.offer(b"0123456789", offset=2, length=5) > 0
    seen = []

    def supplier(term, offset, frame_length) -> int:  # type: ignore[no-untyped-def]
        seen.append(bytes(term[offset + 32:offset + frame_length]))  # Aeron's contract: the whole frame
        return 0x5EED

    assert publication.offer(b"reserved", reserved_value_supplier=supplier) > 0
    assert drain(subscription, 3) == [(b"head-middle-tail", 0), (b"23456", 0), (b"reserved", 0x5EED)]
    assert seen == [b"reserved"]
    with pytest.raises(IndexError):
        publication.offer(b"short", offset=2, length=10)


def test_fragmented_messages_and_header_positions(aeron: Aeron) -> None:
    publication, subscription = connected_pair(aeron)
    positions = []
    for i, length in enumerate((100, 5000, 8192, 1376, 1377)):  # 16 KiB: within the 32 KiB window
        assert publication.offer(testpattern.message(i, length)) == publication.position
        positions.append(publication.position)
    verifier = testpattern.Verifier()
    header_positions: list[int] = []
    flags: set[int] = set()

    def on_message(buffer, offset, length, header) -> None:  # type: ignore[no-untyped-def]
        verifier.on_message(buffer[offset:offset + length])
        header_positions.append(header.position)
        flags.add(header.flags)

    assembler = FragmentAssembler(on_message)
    wait_until(lambda: subscription.poll(assembler, 10) >= 0 and verifier.messages == 5, 20, "5 messages")
    verifier.finish(5)
    assert verifier.ok and header_positions == positions and flags == {UNFRAGMENTED}


def test_controlled_and_block_polls(aeron: Aeron) -> None:
    publication, subscription = connected_pair(aeron)
    for i in range(4):
        assert publication.offer(testpattern.message(i, 64)) > 0
    image = subscription.images[0]
    wait_until(lambda: image.logs.tail_position() >= 4 * 96, 20, "appended")
    order: list[int] = []

    def handler(buffer, offset, length, header):  # type: ignore[no-untyped-def]
        order.append(testpattern.check(buffer[offset:offset + length]))
        return ControlledPollAction.ABORT if len(order) == 2 else ControlledPollAction.CONTINUE

    assert subscription.controlled_poll(handler, 10) == 1
    assert image.position == 96
    blocks: list[int] = []
    assert subscription.block_poll(lambda b, o, n, s, t: blocks.append(n), 1024) == 3 * 96
    assert blocks == [3 * 96] and image.position == 4 * 96


def test_batch_api_with_numpy_views(aeron: Aeron) -> None:
    publication, subscription = connected_pair(aeron)
    lengths = np.array([8, 100, 1000, 1376, 40], dtype=np.int32)
    offsets = np.concatenate(([0], np.cumsum(lengths)[:-1])).astype(np.int32)
    buffer = b"".join(testpattern.message(i, int(n)) for i, n in enumerate(lengths))
    count, position = publication.offer_batch(buffer, offsets, lengths)
    assert count == 5 and position == publication.position
    image = subscription.images[0]
    wait_until(lambda: image.logs.tail_position() == position, 20, "batch appended")
    with subscription.poll_batch(16) as batch:
        assert len(batch) == 5
        assert (batch.lengths == lengths).all() and (batch.flags == UNFRAGMENTED).all()
        assert (batch.session_ids == publication.session_id).all()
        term = np.frombuffer(batch.term, dtype=np.uint8)
        starts = batch.offsets
        firsts = [int(term[s:s + 8].view("<i8")[0]) for s in starts]
        assert firsts == [0, 1, 2, 3, 4]
        assert [testpattern.check(batch.payload(i)) for i in range(5)] == [0, 1, 2, 3, 4]
        assert image.position == 0  # held until release
    assert image.position == position


def test_unavailable_image_and_end_of_stream_after_the_publisher_closes(aeron: Aeron) -> None:
    gone: list[Image] = []
    publication, subscription = connected_pair(aeron, unavailable_image_handler=gone.append)
    image = subscription.images[0]
    end = publication.offer(b"last words")
    assert end > 0
    publication.close()
    got = drain(subscription, 1)
    assert got == [(b"last words", 0)]
    wait_until(lambda: image.is_end_of_stream, 20, "end of stream")
    wait_until(lambda: gone == [image], 20, "unavailable image")
    assert image.is_closed and image.position == end and subscription.image_count == 0


def test_invoker_mode_does_nothing_until_invoked(java_driver: DriverHandle) -> None:
    ctx = Context(aeron_dir=str(java_driver.aeron_dir), use_conductor_agent_invoker=True)
    with Aeron.connect(ctx) as client:
        invoker = client.conductor_agent_invoker
        assert invoker is not None
        subscription = client.add_subscription("aeron:ipc", next(_stream))
        with Aeron.connect(Context(aeron_dir=str(java_driver.aeron_dir))) as other:
            publication = other.add_exclusive_publication("aeron:ipc", subscription.stream_id)
            wait_until(lambda: publication.is_connected, 20, "publication connected")
            assert subscription.image_count == 0  # the image event waits in the broadcast buffer
            wait_until(lambda: invoker.invoke() >= 0 and subscription.image_count == 1, 20,
                       "image via invoke()")
            assert subscription.images[0].session_id == publication.session_id


def test_publication_without_subscribers_is_not_connected(aeron: Aeron) -> None:
    publication = aeron.add_exclusive_publication("aeron:ipc", next(_stream))
    assert not publication.is_connected
    assert publication.offer(b"nobody listens") == NOT_CONNECTED
    assert publication.offer_batch(b"12345678", [0], [8]) == (0, NOT_CONNECTED)
    subscription = aeron.add_subscription("aeron:ipc", publication.stream_id)
    wait_until(lambda: offerable(publication), 20, "connected")
    assert publication.offer(b"now somebody does") > 0
    subscription.close()
    wait_until(lambda: not publication.is_connected, 20, "disconnected")
    publication.close()


def test_offer_rejects_ranges_outside_the_buffer(aeron: Aeron) -> None:
    publication, subscription = connected_pair(aeron)
    for offset, length in ((-1, 2), (0, 11), (11, None), (4, -1)):
        with pytest.raises(IndexError):
            publication.offer(b"0123456789", offset=offset, length=length)
    assert publication.offer(b"0123456789", offset=10) > 0  # an empty message is legal
    assert drain(subscription, 1) == [(b"", 0)]


def test_two_sessions_round_robin_and_reassemble_independently(aeron: Aeron) -> None:
    stream_id = next(_stream)
    subscription = aeron.add_subscription("aeron:ipc", stream_id)
    first = aeron.add_exclusive_publication("aeron:ipc", stream_id)
    second = aeron.add_exclusive_publication("aeron:ipc", stream_id)
    wait_until(lambda: subscription.image_count == 2 and first.is_connected and second.is_connected, 20,
               "2 images")
    wait_until(lambda: first.position_limit > 0 and second.position_limit > 0, 20, "limits")
    for i in range(3):  # fragmented messages from both sessions, interleaved in time
        assert first.offer(testpattern.message(i, 3000)) > 0
        assert second.offer(testpattern.message(100 + i, 2000)) > 0
    by_session: dict[int, list[int]] = {first.session_id: [], second.session_id: []}
    assembler = FragmentAssembler(
        lambda b, o, n, h: by_session[h.session_id].append(testpattern.check(b[o:o + n])))
    # One fragment per poll: the round robin alternates images, so the fragments of the two sessions'
    # messages reach the assembler interleaved.
    wait_until(lambda: subscription.poll(assembler, 1) >= 0 and sum(map(len, by_session.values())) == 6, 20,
               "6 messages")
    assert by_session == {first.session_id: [0, 1, 2], second.session_id: [100, 101, 102]}
    assert {image.session_id for image in subscription.images} == {first.session_id, second.session_id}
