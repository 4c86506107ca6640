"""aeronkit.asyncio on an embedded driver and archive (ours): messages, back pressure, a free event loop.

The awaitables sit on the same synchronous client whose wire behaviour is proven against Aeron Java
elsewhere; test_async_java.py runs them against a Java ArchivingMediaDriver too.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator, Callable, Iterator
from pathlib import Path

import pytest
import pytest_asyncio

from aeronkit import MediaDriver
from aeronkit import asyncio as aio
from aeronkit.archive.client import Context as ArchiveClientContext
from aeronkit.archive.client import RecordingSignal, RecordingSignalEvent, ReplayParams
from aeronkit.archive.server import Context as ArchiveContext
from aeronkit.archive.server.archiving_media_driver import ArchivingMediaDriver
from aeronkit.client import Context
from aeronkit.driver.media_driver import Context as DriverContext
from aeronkit.errors import ClosedError, RegistrationError
from aeronkit.testpattern import LengthGenerator, Verifier, message

DEADLINE_S = 60.0
IPC = "aeron:ipc?term-length=64k"


@pytest.fixture
def driver() -> Iterator[MediaDriver]:
    with MediaDriver.launch_embedded() as embedded:
        yield embedded


@pytest_asyncio.fixture
async def aeron(driver: MediaDriver) -> AsyncIterator[aio.AsyncAeron]:
    client = await aio.connect(Context(aeron_dir=str(driver.aeron_dir)))
    try:
        yield client
    finally:
        client.close()


async def until(condition: Callable[[], object], what: str) -> None:
    """Wait on the loop for ``condition`` with a deadline (never a fixed sleep)."""
    deadline = time.monotonic() + DEADLINE_S
    while not condition():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        await asyncio.sleep(0.001)


async def receive(subscription: aio.AsyncSubscription, verifier: Verifier, count: int) -> None:
    async for msg in subscription:
        verifier.on_message(msg.buffer)
        if verifier.messages == count:
            return


@pytest.mark.asyncio
async def test_messages_arrive_whole_and_in_order_through_async_for(aeron: aio.AsyncAeron) -> None:
    """Up to 20 KiB per message, so most are fragmented (IPC mtu 1408: 1376-byte payloads)."""
    channel = "aeron:ipc?term-length=256k"  # a message may be up to term/8 = 32 KiB long
    sub = await aeron.add_subscription(channel, 1001)
    pub = await aeron.add_exclusive_publication(channel, 1001)
    lengths = LengthGenerator(seed=17, min_length=8, max_length=20 * 1024)
    verifier = Verifier()
    count = 2_000

    async def send() -> None:
        for i in range(count):
            await pub.offer(message(i, lengths.next()), timeout=DEADLINE_S)

    await asyncio.wait_for(asyncio.gather(send(), receive(sub, verifier, count)), DEADLINE_S)
    verifier.finish(count)
    assert verifier.ok, verifier.summary()


@pytest.mark.asyncio
async def test_offer_waits_out_back_pressure_while_the_loop_keeps_running(aeron: aio.AsyncAeron) -> None:
    sub = await aeron.add_subscription(IPC, 1002)
    pub = await aeron.add_exclusive_publication(IPC, 1002)
    await sub.wait_for_image(DEADLINE_S)
    payload = bytes(4096)
    count = 200  # 800 KiB through a 32 KiB publication window: the producer must wait for the consumer
    sent: list[int] = []
    ticks: list[float] = []

    async def produce() -> None:
        for _ in range(count):
            sent.append(await pub.offer(payload))

    async def tick() -> None:
        while True:
            ticks.append(time.monotonic())
            await asyncio.sleep(0.001)

    producer = asyncio.create_task(produce())
    ticker = asyncio.create_task(tick())
    await until(lambda: len(sent) >= 7, "the publication window to fill")  # 7 frames of 4 KiB + header
    with pytest.raises(TimeoutError):  # nothing reads, so nothing can be taken: the window is full
        await pub.offer(payload, timeout=0.2)
    stalled_at = len(sent)
    ticks_while_stalled = len(ticks)
    await asyncio.sleep(0.05)
    assert len(ticks) > ticks_while_stalled, "the event loop stopped running other tasks"
    assert not producer.done() and len(sent) == stalled_at < count

    received = 0
    async for msg in sub:
        assert len(msg) == len(payload)
        received += 1
        if received == count:
            break
    await asyncio.wait_for(producer, DEADLINE_S)
    ticker.cancel()
    assert len(sent) == count and sent == sorted(sent)


@pytest.mark.asyncio
async def test_an_idle_subscription_parks_instead_of_spinning(aeron: aio.AsyncAeron) -> None:
    sub = await aeron.add_subscription(IPC, 1003)
    cpu_start, wall_start = time.process_time(), time.monotonic()
    with pytest.raises(TimeoutError):
        await asyncio.wait_for(sub.__anext__(), 1.0)
    cpu, wall = time.process_time() - cpu_start, time.monotonic() - wall_start
    # A spinning loop would use a whole core (cpu ~ wall); 1 ms parks use a few percent. The client's
    # conductor thread (16 ms sleeps) is included in process time.
    assert cpu < 0.5 * wall, f"{cpu:.3f} s of CPU in {wall:.3f} s waiting for nothing"


@pytest.mark.asyncio
async def test_closing_ends_iteration_and_offer_on_a_closed_publication_raises(aeron: aio.AsyncAeron) -> None:
    sub = await aeron.add_subscription(IPC, 1004)
    pub = await aeron.add_publication(IPC, 1004)
    await pub.wait_connected(DEADLINE_S)
    got: list[bytes] = []

    async def consume() -> None:
        async for m in sub:
            got.append(bytes(m))

    consumer = asyncio.create_task(consume())
    await pub.offer(b"one", timeout=DEADLINE_S)
    await until(lambda: got, "the message")
    sub.close()
    await asyncio.wait_for(consumer, DEADLINE_S)
    assert got == [b"one"]
    pub.close()
    with pytest.raises(ClosedError):
        await pub.offer(b"two")


@pytest.mark.asyncio
async def test_a_refused_registration_raises_the_drivers_error(aeron: aio.AsyncAeron) -> None:
    with pytest.raises(RegistrationError, match="aeron:bogus"):
        await aeron.add_publication("aeron:bogus?endpoint=localhost:1", 1)


@pytest.mark.asyncio
async def test_archive_requests_are_awaitable_record_list_replay(tmp_path: Path) -> None:
    driver_ctx = DriverContext(aeron_dir=str(tmp_path / "aeron"), dir_delete_on_start=True,
                               threading_mode="SHARED", term_buffer_sparse_file=True)
    archive_ctx = ArchiveContext(archive_dir=str(tmp_path / "archive"), segment_file_length=64 * 1024)
    with ArchivingMediaDriver.launch(driver_ctx, archive_ctx):
        async with await aio.connect(Context(aeron_dir=str(tmp_path / "aeron"))) as aeron:
            signals: list[RecordingSignalEvent] = []
            ctx = ArchiveClientContext(control_request_channel="aeron:ipc",
                                       control_response_channel="aeron:ipc")
            ctx.recording_signal_consumer = signals.append
            async with await aio.AsyncAeronArchive.connect(aeron, ctx) as archive:
                await archive_round_trip(aeron, archive, signals)


async def archive_round_trip(aeron: aio.AsyncAeron, archive: aio.AsyncAeronArchive,
                             signals: list[RecordingSignalEvent]) -> None:
    """Record 300 test-pattern messages, list the recording, replay it, check every byte."""
    subscription_id = await archive.start_recording(IPC, 1010)
    pub = await aeron.add_exclusive_publication(IPC, 1010)
    await until(lambda: archive.poll_for_recording_signals() >= 0 and any(
        e.signal == RecordingSignal.START for e in signals), "the recording's START signal")
    recording_id = next(e.recording_id for e in signals if e.signal == RecordingSignal.START)
    count, end = 300, 0
    for i in range(count):
        end = await pub.offer(message(i, 8 + i * 13), timeout=DEADLINE_S)
    # Concurrent requests on one control session queue instead of failing with "still in progress".
    positions = await asyncio.gather(*(archive.get_recording_position(recording_id) for _ in range(3)))
    assert all(0 < p <= end for p in positions)
    while await archive.get_recording_position(recording_id) != end:
        await asyncio.sleep(0.001)
    pub.close()
    await archive.stop_recording_subscription(subscription_id)
    while await archive.get_stop_position(recording_id) != end:
        await asyncio.sleep(0.001)

    descriptors = await archive.list_recordings()
    assert [(d.recording_id, d.stream_id, d.stop_position) for d in descriptors] == [
        (recording_id, 1010, end)]
    single = await archive.get_recording_descriptor(recording_id)
    assert single is not None and single.stop_position == end and single.recording_id == recording_id
    assert await archive.get_recording_descriptor(recording_id + 1) is None

    replay = await archive.replay(recording_id, "aeron:ipc", 1011, ReplayParams(position=0, length=end))
    verifier = Verifier()
    await asyncio.wait_for(receive(replay, verifier, count), DEADLINE_S)
    replay.close()
    verifier.finish(count)
    assert verifier.ok, verifier.summary()
