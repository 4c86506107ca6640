"""Our AeronArchive client against a real Aeron Java ArchivingMediaDriver (issue 5, interop case 2).

One Java ArchivingMediaDriver (SHARED threading for driver and archive, backoff idling, aeron and archive
dirs under the test's tmp dir, control channel ``aeron:udp?endpoint=127.0.0.1:<free port>``, the
default local control channel ``aeron:ipc?term-length=64k``, replication channel
``aeron:udp?endpoint=127.0.0.1:0``, 64 KiB segments) serves the module; it is stopped by pid.
Our Aeron client runs on the Java driver and our AeronArchive connects over IPC (request and
response ``aeron:ipc``). We publish the standard test pattern on ``aeron:ipc?term-length=64k`` (lengths
8 B .. 8 KiB, so most messages are fragmented over the 1408-byte MTU and the recording spans well over
a hundred 64 KiB segments), have the archive record it, and check listing, positions, replays (from
the start, from the middle, bounded by a counter), truncation, recording signals, error codes and
timeouts. Every replayed byte goes through the pattern Verifier: nothing lost, nothing corrupt.
"""

from __future__ import annotations

import contextlib
import subprocess
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from types import SimpleNamespace

import pytest
from support.archive_callbacks import signals_and_reentrancy
from support.java import compiled_classes
from support.ports import free_udp_port, free_udp_ports
from support.processes import stop
from support.wait import wait_until

from aeronkit import testpattern
from aeronkit.archive.client import (
    NULL_POSITION,
    AeronArchive,
    ArchiveError,
    ArchiveErrorCode,
    ArchiveTimeoutError,
    AsyncConnectState,
    Context,
    PersistentSubscription,
    RecordingDescriptor,
    RecordingEventsAdapter,
    RecordingSignal,
    RecordingSignalEvent,
    ReplayMerge,
    SourceLocation,
)
from aeronkit.client import Aeron, FragmentAssembler, Subscription
from aeronkit.client import Context as AeronContext
from aeronkit.idle import SleepingIdleStrategy
from aeronkit.interop.java import JavaToolchain

pytestmark = pytest.mark.java

BACKOFF = "org.agrona.concurrent.BackoffIdleStrategy"
RECORDED_CHANNEL = "aeron:ipc?term-length=64k"
REPLAY_CHANNEL = "aeron:ipc?term-length=64k"
MESSAGES = 2000
SEED = 51_000
SEGMENT_LENGTH = 64 * 1024
DEADLINE_S = 60.0


@dataclass
class JavaArchive:
    proc: subprocess.Popen[bytes]
    aeron_dir: Path
    archive_dir: Path
    log: Path
    control_port: int
    events_port: int

    def log_tail(self) -> str:
        return self.log.read_text(errors="replace")[-3000:]


def _archive_ready(archive_dir: Path) -> bool:
    from aeronkit.archive.mark_file import ArchiveMarkFile

    try:
        with ArchiveMarkFile.open(archive_dir) as mark:
            return mark.version != 0
    except Exception:
        return False


@contextlib.contextmanager
def _running_java_archive(
    java: JavaToolchain, root: Path, classpath: list[Path] | None = None, **extra: str
) -> Iterator[JavaArchive]:
    """An ArchivingMediaDriver with its dirs under ``root``; always stopped by pid (SIGTERM, then SIGKILL)."""
    port, events_port = free_udp_ports(2)
    props = {
        "aeron.dir": str(root / "aeron"),
        "aeron.dir.delete.on.start": "true",
        "aeron.threading.mode": "SHARED",
        "aeron.shared.idle.strategy": BACKOFF,
        "aeron.term.buffer.sparse.file": "true",
        "aeron.ipc.term.buffer.length": "65536",
        "aeron.spies.simulate.connection": "true",
        "aeron.archive.threading.mode": "SHARED",
        "aeron.archive.idle.strategy": BACKOFF,
        "aeron.archive.dir": str(root / "archive"),
        "aeron.archive.dir.delete.on.start": "true",
        "aeron.archive.control.channel": f"aeron:udp?endpoint=127.0.0.1:{port}",
        "aeron.archive.control.response.channel": "aeron:udp?endpoint=127.0.0.1:0",
        "aeron.archive.replication.channel": "aeron:udp?endpoint=127.0.0.1:0",
        "aeron.archive.segment.file.length": "64k",
        "aeron.archive.recording.events.enabled": "true",
        "aeron.archive.recording.events.channel": (
            f"aeron:udp?control-mode=dynamic|control=127.0.0.1:{events_port}"
        ),
        **extra,
    }
    log = root / "archiving-media-driver.log"
    with open(log, "wb") as out:
        argv = java.java_command(
            "io.aeron.archive.ArchivingMediaDriver", classpath=classpath, properties=props
        )
        argv.insert(1, "-Xmx256m")
        proc = subprocess.Popen(argv, stdout=out, stderr=subprocess.STDOUT)
    archive = JavaArchive(proc, root / "aeron", root / "archive", log, port, events_port)
    try:

        def ready() -> bool:
            if proc.poll() is not None:
                raise RuntimeError(f"ArchivingMediaDriver exited ({proc.returncode}): {archive.log_tail()}")
            return _archive_ready(archive.archive_dir)

        wait_until(ready, DEADLINE_S, "the ArchivingMediaDriver's mark file")
        yield archive
    finally:
        stop(proc, 15)


@pytest.fixture(scope="module")
def java_archive(java: JavaToolchain, tmp_path_factory: pytest.TempPathFactory) -> Iterator[JavaArchive]:
    with _running_java_archive(java, tmp_path_factory.mktemp("archive-client-java")) as archive:
        yield archive


@pytest.fixture(scope="module")
def aeron(java_archive: JavaArchive) -> Iterator[Aeron]:
    with Aeron.connect(AeronContext(aeron_dir=str(java_archive.aeron_dir))) as client:
        yield client


def _context(aeron: Aeron, signals: list[RecordingSignalEvent] | None = None, **extra: object) -> Context:
    ctx = Context(
        aeron=aeron,
        control_request_channel="aeron:ipc",
        control_response_channel="aeron:ipc",
        idle_strategy=SleepingIdleStrategy(200_000),
        **extra,
    )  # type: ignore[arg-type]
    if signals is not None:
        ctx.recording_signal_consumer = signals.append
    return ctx


@dataclass
class Recording:
    """What we published and what the archive recorded of it."""

    recording_id: int
    subscription_id: int
    stream_id: int
    ends: list[int]  # ends[i] = stream position just after message i
    bytes: int
    signals: list[RecordingSignalEvent] = field(default_factory=list)

    def start_of(self, i: int) -> int:
        return 0 if i == 0 else self.ends[i - 1]


@pytest.fixture(scope="module")
def session(aeron: Aeron) -> Iterator[tuple[AeronArchive, list[RecordingSignalEvent]]]:
    signals: list[RecordingSignalEvent] = []
    archive = AeronArchive.connect(_context(aeron, signals))
    try:
        yield archive, signals
    finally:
        archive.close()


def _await_signal(
    archive: AeronArchive,
    signals: list[RecordingSignalEvent],
    signal: RecordingSignal,
    recording_id: int | None = None,
    subscription_id: int | None = None,
) -> RecordingSignalEvent:
    def found() -> RecordingSignalEvent | None:
        for event in signals:
            if (
                event.signal == signal
                and (recording_id is None or event.recording_id == recording_id)
                and (subscription_id is None or event.subscription_id == subscription_id)
            ):
                return event
        return None

    wait_until(lambda: found() is not None, DEADLINE_S,
               f"recording signal {signal.name}", work=archive.poll_for_recording_signals)
    event = found()
    assert event is not None
    return event


def _publish_pattern(publication: object, messages: int, first: int = 0) -> tuple[list[int], int]:
    lengths = testpattern.LengthGenerator(SEED + first, 8, 8192)
    ends: list[int] = []
    total = 0
    idle = SleepingIdleStrategy(100_000)
    deadline = time.monotonic() + DEADLINE_S
    for i in range(first, first + messages):
        data = testpattern.message(i, lengths.next())
        while True:
            result = publication.offer(data)  # type: ignore[attr-defined]
            if result > 0:
                ends.append(result)
                total += len(data)
                break
            assert time.monotonic() < deadline, f"publication stuck at message {i}: result {result}"
            idle.idle(0)
    return ends, total


@pytest.fixture(scope="module")
def recording(aeron: Aeron, session: tuple[AeronArchive, list[RecordingSignalEvent]]) -> Recording:
    """Record MESSAGES pattern messages on stream 1001, then stop the recording."""
    archive, signals = session
    stream_id = 1001
    subscription_id = archive.start_recording(RECORDED_CHANNEL, stream_id, SourceLocation.LOCAL)
    publication = aeron.add_exclusive_publication(RECORDED_CHANNEL, stream_id)
    try:
        wait_until(lambda: publication.is_connected, DEADLINE_S,
                   "the archive to subscribe to the recorded stream")
        start = _await_signal(archive, signals, RecordingSignal.START, subscription_id=subscription_id)
        recording_id = start.recording_id
        assert start.subscription_id == subscription_id
        ends, total = _publish_pattern(publication, MESSAGES)
        final = ends[-1]
        wait_until(lambda: archive.get_recording_position(recording_id) == final, DEADLINE_S,
                   "the recording to catch up")
        assert archive.get_stop_position(recording_id) == NULL_POSITION  # still active
        assert archive.get_max_recorded_position(recording_id) == final
    finally:
        publication.close()
    archive.stop_recording_subscription(subscription_id)
    stop = _await_signal(archive, signals, RecordingSignal.STOP, recording_id)
    assert stop.position == final
    return Recording(recording_id, subscription_id, stream_id, ends, total, list(signals))


def _replay_and_verify(
    archive: AeronArchive,
    recording: Recording,
    replay_stream_id: int,
    first: int,
    position: int,
    length: int,
    expected: int,
) -> testpattern.Verifier:
    """Replay [position, position + length) and check exactly messages first .. first + expected - 1."""
    verifier = testpattern.Verifier(next_index=first)
    subscription = archive.replay(
        recording.recording_id, REPLAY_CHANNEL, replay_stream_id, position=position, length=length
    )
    try:
        assembler = FragmentAssembler(lambda buf, off, ln, hdr: verifier.on_message(buf[off : off + ln]))
        wait_until(
            lambda: verifier.messages >= expected or _ended(subscription),
            DEADLINE_S,
            f"replay of {expected} messages from {position}",
            work=lambda: subscription.poll(assembler, 256),
        )
        wait_until(lambda: _ended(subscription), DEADLINE_S,
                   "the replay image to end", work=lambda: subscription.poll(assembler, 256))
    finally:
        subscription.close()
    verifier.finish(first + expected)
    return verifier


def _ended(subscription: Subscription) -> bool:
    images = subscription.images
    return bool(images) and all(image.is_end_of_stream or image.is_closed for image in images)


def test_connect_reports_archive_id_and_protocol(
    session: tuple[AeronArchive, list[RecordingSignalEvent]],
) -> None:
    archive, _ = session
    assert archive.control_session_id >= 0
    assert archive.archive_protocol_version >> 16 == 1  # same major as ours
    assert archive.archive_id == archive.request_archive_id()
    assert archive.send_keep_alive()
    assert archive.archive_id != -1


def test_recording_is_listed_with_its_positions(
    session: tuple[AeronArchive, list[RecordingSignalEvent]], recording: Recording
) -> None:
    archive, _ = session
    stop = recording.ends[-1]
    assert stop > 100 * SEGMENT_LENGTH  # spans over a hundred 64 KiB segments
    descriptor = archive.get_recording_descriptor(recording.recording_id)
    assert descriptor is not None
    assert (descriptor.start_position, descriptor.stop_position) == (0, stop)
    assert descriptor.stream_id == recording.stream_id
    assert descriptor.term_buffer_length == 64 * 1024
    assert descriptor.segment_file_length == SEGMENT_LENGTH
    assert descriptor.original_channel == RECORDED_CHANNEL
    assert descriptor.stop_timestamp >= descriptor.start_timestamp > 0
    listed = archive.recording_descriptors()
    assert recording.recording_id in {d.recording_id for d in listed}
    by_uri = archive.recording_descriptors(channel_fragment="ipc", stream_id=recording.stream_id)
    assert [d.recording_id for d in by_uri] == [recording.recording_id]
    assert archive.recording_descriptors(channel_fragment="udp", stream_id=recording.stream_id) == []
    assert archive.get_start_position(recording.recording_id) == 0
    assert archive.get_stop_position(recording.recording_id) == stop
    assert archive.get_max_recorded_position(recording.recording_id) == stop
    assert archive.get_recording_position(recording.recording_id) == NULL_POSITION  # stopped
    session_id = descriptor.session_id
    assert (
        archive.find_last_matching_recording(0, "ipc", recording.stream_id, session_id)
        == recording.recording_id
    )
    assert archive.find_last_matching_recording(0, "ipc", 4242, session_id) == -1
    assert archive.find_last_matching_recording(0, "udp", recording.stream_id, session_id) == -1


def test_replay_from_start_and_from_middle(
    session: tuple[AeronArchive, list[RecordingSignalEvent]], recording: Recording
) -> None:
    archive, _ = session
    stop = recording.ends[-1]
    whole = _replay_and_verify(archive, recording, 2001, 0, 0, stop, MESSAGES)
    assert whole.ok, whole.summary()
    assert (whole.messages, whole.bytes) == (MESSAGES, recording.bytes)
    middle = MESSAGES // 2 + 7
    start = recording.start_of(middle)
    assert start % SEGMENT_LENGTH != 0  # a position inside a segment
    rest = _replay_and_verify(archive, recording, 2002, middle, start, stop - start, MESSAGES - middle)
    assert rest.ok and rest.messages == MESSAGES - middle, rest.summary()


def test_bounded_replay_stops_at_the_limit_counter(
    aeron: Aeron, session: tuple[AeronArchive, list[RecordingSignalEvent]], recording: Recording
) -> None:
    archive, _ = session
    limit_message = 300
    with aeron.add_counter(1001, "aeronkit bounded replay limit") as limit:
        limit.set(recording.ends[limit_message - 1])
        verifier = testpattern.Verifier()
        session_id = archive.start_bounded_replay(
            recording.recording_id, 0, recording.ends[-1], limit.counter_id, REPLAY_CHANNEL, 2003
        )
        image_session_id = (session_id & 0xFFFFFFFF) - ((session_id & 0x80000000) << 1)  # low 32 bits, signed
        subscription = aeron.add_subscription(f"{REPLAY_CHANNEL}|session-id={image_session_id}", 2003)
        try:
            assembler = FragmentAssembler(lambda buf, off, ln, hdr: verifier.on_message(buf[off : off + ln]))
            wait_until(
                lambda: verifier.messages >= limit_message,
                DEADLINE_S,
                "the bounded replay up to its limit",
                work=lambda: subscription.poll(assembler, 256),
            )
            # The replay is held at the limit: its image sits exactly at the limit position.
            wait_until(
                lambda: bool(subscription.images) and subscription.images[0].position == limit.get(),
                DEADLINE_S,
                "the replay image to reach the limit",
                work=lambda: subscription.poll(assembler, 256),
            )
            assert verifier.messages == limit_message and verifier.ok, verifier.summary()
            limit.set(recording.ends[limit_message + 99])
            wait_until(
                lambda: verifier.messages >= limit_message + 100,
                DEADLINE_S,
                "the replay to follow the raised limit",
                work=lambda: subscription.poll(assembler, 256),
            )
            assert verifier.ok and verifier.messages == limit_message + 100, verifier.summary()
        finally:
            archive.stop_replay(session_id)
            subscription.close()


def test_archive_errors_carry_codes(
    session: tuple[AeronArchive, list[RecordingSignalEvent]], recording: Recording
) -> None:
    archive, _ = session
    with pytest.raises(ArchiveError) as unknown:
        archive.get_stop_position(987_654)
    assert unknown.value.error_code == ArchiveErrorCode.UNKNOWN_RECORDING
    with pytest.raises(ArchiveError) as replay:
        archive.start_replay(987_654, REPLAY_CHANNEL, 2004, position=0, length=1024)
    assert replay.value.error_code == ArchiveErrorCode.UNKNOWN_RECORDING
    with pytest.raises(ArchiveError) as misaligned:
        archive.start_replay(recording.recording_id, REPLAY_CHANNEL, 2004, position=5, length=1024)
    assert misaligned.value.error_code in (ArchiveErrorCode.GENERIC, ArchiveErrorCode.INVALID_POSITION)
    assert not archive.try_stop_recording_subscription(123_456_789)
    assert not archive.try_stop_recording_by_identity(recording.recording_id)  # not active
    assert archive.get_recording_descriptor(987_654) is None
    # The session is still usable after errors.
    assert archive.get_start_position(recording.recording_id) == 0


def test_async_operations_poll_without_blocking(
    session: tuple[AeronArchive, list[RecordingSignalEvent]], recording: Recording
) -> None:
    archive, _ = session
    operation = archive.async_get_stop_position(recording.recording_id)
    with pytest.raises(ArchiveError, match="still in progress"):
        archive.async_get_start_position(recording.recording_id)
    wait_until(operation.poll, DEADLINE_S, "the async stop position")
    assert operation.result == recording.ends[-1]
    found: list[RecordingDescriptor] = []
    listing = archive.async_list_recordings(0, 100, found.append)
    wait_until(listing.poll, DEADLINE_S, "the async listing")
    assert listing.result == len(found) >= 1
    failing = archive.async_get_stop_position(987_654)
    with pytest.raises(ArchiveError) as error:
        wait_until(failing.poll, DEADLINE_S, "the async error")
    assert error.value.error_code == ArchiveErrorCode.UNKNOWN_RECORDING


def test_async_connect_steps_to_done(aeron: Aeron) -> None:
    connect = AeronArchive.async_connect(_context(aeron))
    steps = []
    result: list[AeronArchive] = []

    def step() -> bool:
        archive = connect.poll()
        steps.append(connect.state)
        if archive is not None:
            result.append(archive)
        return archive is not None

    wait_until(step, DEADLINE_S, "the async connect")
    with result[0] as archive:
        assert connect.state is AsyncConnectState.DONE
        assert AsyncConnectState.AWAIT_CONNECT_RESPONSE in steps
        assert archive.request_archive_id() == archive.archive_id != -1
    assert archive.state.name == "CLOSED"


def test_connect_times_out_clearly_when_no_archive_listens(aeron: Aeron) -> None:
    ctx = _context(aeron, control_request_stream_id=777, message_timeout_ns=300_000_000)
    # The connect gives up through its own message timeout (the step and the timeout in the message prove
    # it); how long that takes on a loaded machine is not asserted.
    with pytest.raises(ArchiveTimeoutError, match="step=AWAIT_PUBLICATION_CONNECTED") as error:
        AeronArchive.connect(ctx)
    assert "messageTimeout=300ms" in str(error.value)


def test_truncate_then_list_shows_new_stop(
    aeron: Aeron, session: tuple[AeronArchive, list[RecordingSignalEvent]], recording: Recording
) -> None:
    """Last: truncation changes the recording the other tests read."""
    archive, signals = session
    keep = 777
    position = recording.start_of(keep)
    archive.truncate_recording(recording.recording_id, position)
    descriptor = archive.get_recording_descriptor(recording.recording_id)
    assert descriptor is not None and descriptor.stop_position == position
    assert archive.get_stop_position(recording.recording_id) == position
    kept = _replay_and_verify(archive, recording, 2005, 0, 0, position, keep)
    assert kept.ok and kept.messages == keep, kept.summary()
    deleted_segments = archive.purge_recording(recording.recording_id)
    assert deleted_segments >= 1
    _await_signal(archive, signals, RecordingSignal.DELETE, recording.recording_id)
    assert archive.get_recording_descriptor(recording.recording_id) is None


def test_persistent_subscription_replays_then_joins_live(
    aeron: Aeron, session: tuple[AeronArchive, list[RecordingSignalEvent]]
) -> None:
    """Messages 0..N1-1 are only in the recording when we subscribe; N1.. are published while we replay.
    Every message must arrive once, in order, part from the replay and part from the live stream."""
    archive, signals = session
    stream_id, before, after = 1002, 600, 600
    subscription_id = archive.start_recording(RECORDED_CHANNEL, stream_id, SourceLocation.LOCAL)
    publication = aeron.add_exclusive_publication(RECORDED_CHANNEL, stream_id)
    try:
        wait_until(lambda: publication.is_connected, DEADLINE_S,
                   "the archive to subscribe to the recorded stream")
        recording_id = _await_signal(
            archive, signals, RecordingSignal.START, subscription_id=subscription_id
        ).recording_id
        _publish_pattern(publication, before)
        verifier = testpattern.Verifier()
        assembler = FragmentAssembler(lambda buf, off, ln, hdr: verifier.on_message(buf[off : off + ln]))
        with PersistentSubscription(
            archive, recording_id, RECORDED_CHANNEL, REPLAY_CHANNEL, 2010, start_position=0
        ) as persistent:
            lengths = testpattern.LengthGenerator(SEED + before, 8, 8192)
            deadline = time.monotonic() + DEADLINE_S
            i = before
            data = testpattern.message(i, lengths.next())
            while verifier.messages < before + after:
                assert time.monotonic() < deadline, (persistent, verifier.summary())
                if i < before + after and publication.offer(data) > 0:
                    i += 1
                    if i < before + after:
                        data = testpattern.message(i, lengths.next())
                persistent.poll(assembler)
            assert persistent.is_live
            assert persistent.replayed_fragments > 0 and persistent.live_fragments > 0
            assert persistent.live_join_position > 0
        verifier.finish(before + after)
        assert verifier.ok and verifier.messages == before + after, verifier.summary()
    finally:
        publication.close()
        archive.try_stop_recording_subscription(subscription_id)


def test_replay_merge_joins_the_live_udp_stream(
    aeron: Aeron, session: tuple[AeronArchive, list[RecordingSignalEvent]]
) -> None:
    """A UDP MDC publication (recorded by the archive's spy) is merged into a manual-control MDS
    subscription: the first messages come from the replay, the rest live, all once and in order."""
    archive, signals = session
    stream_id, total, before = 1003, 1500, 400
    control_port = free_udp_port()
    channel = f"aeron:udp?control=127.0.0.1:{control_port}|control-mode=dynamic|term-length=64k"
    subscription_id = archive.start_recording(channel, stream_id, SourceLocation.LOCAL)
    publication = aeron.add_exclusive_publication(channel, stream_id)
    subscription = aeron.add_subscription("aeron:udp?control-mode=manual", stream_id)
    try:
        wait_until(lambda: publication.is_connected, DEADLINE_S, "the archive's spy on the UDP publication")
        recording_id = _await_signal(
            archive, signals, RecordingSignal.START, subscription_id=subscription_id
        ).recording_id
        lengths = testpattern.LengthGenerator(SEED + 3, 8, 8192)
        verifier = testpattern.Verifier()
        assembler = FragmentAssembler(lambda buf, off, ln, hdr: verifier.on_message(buf[off : off + ln]))
        sent = 0
        data = testpattern.message(0, lengths.next())

        def publish() -> None:
            nonlocal sent, data
            if sent < total and publication.offer(data) > 0:
                sent += 1
                if sent < total:
                    data = testpattern.message(sent, lengths.next())

        while sent < before:
            publish()
        merge = ReplayMerge(
            subscription,
            archive,
            f"aeron:udp?session-id={publication.session_id}",
            "aeron:udp?endpoint=127.0.0.1:0",  # resolved from the driver's socket address counter
            f"aeron:udp?endpoint=127.0.0.1:0|control=127.0.0.1:{control_port}",
            recording_id,
            0,
        )
        with merge:
            deadline = time.monotonic() + DEADLINE_S
            while verifier.messages < total or not merge.is_merged:
                assert time.monotonic() < deadline, (merge, verifier.summary(), sent)
                publish()
                merge.poll(assembler, 64)
            assert merge.is_live_added and not merge.is_replay_active
        verifier.finish(total)
        assert verifier.ok and verifier.messages == total, verifier.summary()
    finally:
        subscription.close()
        publication.close()
        archive.try_stop_recording_subscription(subscription_id)


def _record(
    aeron: Aeron,
    archive: AeronArchive,
    signals: list[RecordingSignalEvent],
    stream_id: int,
    messages: int,
    auto_stop: bool = False,
) -> tuple[int, int, list[int]]:
    """Record ``messages`` pattern messages on an IPC stream; (recording id, subscription id, ends).
    The publication is closed at the end; with auto_stop that ends the recording."""
    subscription_id = archive.start_recording(RECORDED_CHANNEL, stream_id, SourceLocation.LOCAL, auto_stop)
    publication = aeron.add_exclusive_publication(RECORDED_CHANNEL, stream_id)
    try:
        wait_until(lambda: publication.is_connected, DEADLINE_S, "the archive to subscribe")
        recording_id = _await_signal(
            archive, signals, RecordingSignal.START, subscription_id=subscription_id
        ).recording_id
        ends, _ = _publish_pattern(publication, messages)
        wait_until(lambda: archive.get_max_recorded_position(recording_id) == ends[-1], DEADLINE_S,
                   "the recording to catch up")
    finally:
        publication.close()
    return recording_id, subscription_id, ends


def test_signals_are_enum_members_and_handlers_may_not_call_back(aeron: Aeron) -> None:
    """START reaches the consumer as RecordingSignal.START (not 0); callbacks into the client are refused."""
    signals_and_reentrancy(aeron, RECORDED_CHANNEL, 1012)


def test_recording_subscriptions_and_auto_stop(
    aeron: Aeron, session: tuple[AeronArchive, list[RecordingSignalEvent]]
) -> None:
    archive, signals = session
    stream_id = 1006
    recording_id, subscription_id, ends = _record(aeron, archive, signals, stream_id, 50, auto_stop=True)
    # Closing the only publication ended the recording, and auto-stop removed the subscription.
    _await_signal(archive, signals, RecordingSignal.STOP, recording_id)
    wait_until(lambda: archive.get_stop_position(recording_id) == ends[-1], DEADLINE_S,
               "the catalog stop position")
    assert subscription_id not in {s.subscription_id for s in archive.recording_subscriptions()}
    manual_id = archive.start_recording(RECORDED_CHANNEL, stream_id + 100, SourceLocation.LOCAL)
    try:
        listed = archive.recording_subscriptions("ipc", stream_id + 100, apply_stream_id=True)
        assert [(s.subscription_id, s.stream_id) for s in listed] == [(manual_id, stream_id + 100)]
        assert "aeron:ipc" in listed[0].stripped_channel
        assert archive.recording_subscriptions("udp", stream_id + 100, apply_stream_id=True) == []
    finally:
        archive.stop_recording(RECORDED_CHANNEL, stream_id + 100)
    assert not archive.try_stop_recording(RECORDED_CHANNEL, stream_id + 100)


def test_extend_recording_continues_the_stream(
    aeron: Aeron, session: tuple[AeronArchive, list[RecordingSignalEvent]]
) -> None:
    archive, signals = session
    stream_id, first, second = 1007, 120, 130
    recording_id, subscription_id, ends = _record(aeron, archive, signals, stream_id, first)
    archive.stop_recording_subscription(subscription_id)
    _await_signal(archive, signals, RecordingSignal.STOP, recording_id)
    d = archive.get_recording_descriptor(recording_id)
    assert d is not None and d.stop_position == ends[-1]
    shift = d.term_buffer_length.bit_length() - 1
    channel = (
        f"{RECORDED_CHANNEL}|init-term-id={d.initial_term_id}"
        f"|term-id={d.initial_term_id + (d.stop_position >> shift)}"
        f"|term-offset={d.stop_position & (d.term_buffer_length - 1)}|mtu={d.mtu_length}"
    )
    extend_id = archive.extend_recording(recording_id, channel, stream_id, SourceLocation.LOCAL)
    publication = aeron.add_exclusive_publication(channel, stream_id)
    try:
        assert publication.position == d.stop_position
        wait_until(lambda: publication.is_connected, DEADLINE_S, "the archive to subscribe for the extension")
        _await_signal(archive, signals, RecordingSignal.EXTEND, recording_id)
        more, _ = _publish_pattern(publication, second, first)
        wait_until(lambda: archive.get_recording_position(recording_id) == more[-1], DEADLINE_S,
                   "the extension to be recorded")
    finally:
        publication.close()
    archive.stop_recording_subscription(extend_id)
    wait_until(lambda: archive.get_stop_position(recording_id) == more[-1], DEADLINE_S,
               "the extended stop position")
    recording = Recording(recording_id, extend_id, stream_id, ends + more, 0)
    verifier = _replay_and_verify(archive, recording, 2020, 0, 0, more[-1], first + second)
    assert verifier.ok and verifier.messages == first + second, verifier.summary()


def test_segment_detach_attach_delete_purge(
    aeron: Aeron, session: tuple[AeronArchive, list[RecordingSignalEvent]], java_archive: JavaArchive
) -> None:
    archive, signals = session
    recording_id, subscription_id, ends = _record(aeron, archive, signals, 1008, 300)
    archive.stop_recording_subscription(subscription_id)
    _await_signal(archive, signals, RecordingSignal.STOP, recording_id)
    assert ends[-1] > 6 * SEGMENT_LENGTH
    first_two = [java_archive.archive_dir / f"{recording_id}-{n * SEGMENT_LENGTH}.rec" for n in (0, 1)]
    assert all(segment.exists() for segment in first_two)
    archive.detach_segments(recording_id, 2 * SEGMENT_LENGTH)
    assert archive.get_start_position(recording_id) == 2 * SEGMENT_LENGTH
    assert archive.attach_segments(recording_id) == 2
    assert archive.get_start_position(recording_id) == 0
    archive.detach_segments(recording_id, 2 * SEGMENT_LENGTH)
    assert archive.delete_detached_segments(recording_id) == 2
    # The archive deletes the files after answering: wait for both before asking to attach.
    wait_until(lambda: not any(segment.exists() for segment in first_two), DEADLINE_S,
               "the detached segment files to go")
    assert archive.attach_segments(recording_id) == 0
    assert archive.purge_segments(recording_id, 4 * SEGMENT_LENGTH) == 2
    assert archive.get_start_position(recording_id) == 4 * SEGMENT_LENGTH
    with pytest.raises(ArchiveError):
        archive.detach_segments(recording_id, 4 * SEGMENT_LENGTH + 32)  # not a segment boundary


def test_stop_all_replays_ends_a_following_replay(
    aeron: Aeron, session: tuple[AeronArchive, list[RecordingSignalEvent]]
) -> None:
    """A replay of an active recording follows it and would never end; stop_all_replays ends it. The
    recording is then stopped by its identity."""
    archive, signals = session
    stream_id = 1009
    subscription_id = archive.start_recording(RECORDED_CHANNEL, stream_id, SourceLocation.LOCAL)
    publication = aeron.add_exclusive_publication(RECORDED_CHANNEL, stream_id)
    try:
        wait_until(lambda: publication.is_connected, DEADLINE_S, "the archive to subscribe")
        recording_id = _await_signal(
            archive, signals, RecordingSignal.START, subscription_id=subscription_id
        ).recording_id
        _publish_pattern(publication, 40)
        subscription = archive.replay(recording_id, REPLAY_CHANNEL, 2030, position=0)  # follows
        try:
            verifier = testpattern.Verifier()
            assembler = FragmentAssembler(lambda buf, off, ln, hdr: verifier.on_message(buf[off : off + ln]))
            wait_until(lambda: verifier.messages == 40, DEADLINE_S,
                       "the followed replay", work=lambda: subscription.poll(assembler, 64))
            assert archive.get_recording_position(recording_id) != NULL_POSITION  # still recording
            assert not _ended(subscription)
            archive.stop_all_replays(recording_id)
            wait_until(lambda: _ended(subscription) or not subscription.images, DEADLINE_S,
                       "the replay to be stopped", work=lambda: subscription.poll(assembler, 64))
            assert verifier.ok and verifier.messages == 40
        finally:
            subscription.close()
        assert archive.try_stop_recording_by_identity(recording_id)
        _await_signal(archive, signals, RecordingSignal.STOP, recording_id)
    finally:
        publication.close()
        archive.try_stop_recording_subscription(subscription_id)


def test_recording_events_adapter_on_the_events_channel(
    aeron: Aeron, session: tuple[AeronArchive, list[RecordingSignalEvent]], java_archive: JavaArchive
) -> None:
    archive, signals = session
    events: list[tuple[object, ...]] = []
    listener = SimpleNamespace(
        on_start=lambda *a: events.append(("start", *a)),
        on_progress=lambda *a: events.append(("progress", *a)),
        on_stop=lambda *a: events.append(("stop", *a)),
    )
    channel = f"aeron:udp?control-mode=dynamic|control=127.0.0.1:{java_archive.events_port}"
    with aeron.add_subscription(channel, 30) as subscription:
        wait_until(lambda: subscription.is_connected, DEADLINE_S, "the recording events stream")
        adapter = RecordingEventsAdapter(listener, subscription)
        recording_id, subscription_id, ends = _record(aeron, archive, signals, 1010, 60)
        archive.stop_recording_subscription(subscription_id)
        wait_until(lambda: any(e[0] == "stop" and e[1] == recording_id for e in events), DEADLINE_S,
                   "RecordingStopped", work=adapter.poll)
    mine = [e for e in events if e[1] == recording_id]
    assert mine[0][:5] == ("start", recording_id, 0, mine[0][3], 1010)
    assert mine[-1] == ("stop", recording_id, 0, ends[-1])
    assert adapter.malformed_count == 0


JAVA_SOURCES = Path(__file__).resolve().parents[1] / "archive_client" / "java"


def _compiled_java(java: JavaToolchain) -> Path:
    """tests/archive_client/java/*.java compiled once per source hash into the Java cache (not the repo)."""
    return compiled_classes(java, JAVA_SOURCES, "archive-client-programs")


class Credentials:
    """Credentials supplier for the test authenticator: fixed credentials, a chosen challenge answer."""

    def __init__(self, credentials: bytes, answer_prefix: bytes = b"answer:") -> None:
        self.credentials = credentials
        self.answer_prefix = answer_prefix
        self.challenges: list[bytes] = []

    def encoded_credentials(self) -> bytes:
        return self.credentials

    def on_challenge(self, encoded_challenge: bytes) -> bytes:
        self.challenges.append(encoded_challenge)
        return self.answer_prefix + encoded_challenge


def test_authentication_challenge_response_and_rejection(
    java: JavaToolchain, tmp_path_factory: pytest.TempPathFactory
) -> None:
    classes = _compiled_java(java)
    root = tmp_path_factory.mktemp("archive-client-auth")
    supplier = "ChallengeAuthenticatorSupplier"
    with (
        _running_java_archive(
            java, root, [classes], **{"aeron.archive.authenticator.supplier": supplier}
        ) as a,
        Aeron.connect(AeronContext(aeron_dir=str(a.aeron_dir))) as client,
    ):
        challenged = Credentials(b"user")
        with AeronArchive.connect(_context(client, credentials_supplier=challenged)) as archive:
            assert challenged.challenges == [b"prove-it"]
            assert archive.request_archive_id() == archive.archive_id
        admin = Credentials(b"admin")
        with AeronArchive.connect(_context(client, credentials_supplier=admin)) as archive:
            assert admin.challenges == []
            assert archive.recording_descriptors() == []
        for credentials in (Credentials(b"user", b"wrong:"), Credentials(b"nobody")):
            with pytest.raises(ArchiveError) as rejected:
                AeronArchive.connect(_context(client, credentials_supplier=credentials))
            assert rejected.value.error_code == ArchiveErrorCode.AUTHENTICATION_REJECTED


def test_replicate_and_migrate_segments_within_the_archive(
    aeron: Aeron, session: tuple[AeronArchive, list[RecordingSignalEvent]], java_archive: JavaArchive
) -> None:
    """The archive replicates one of its recordings from itself (over its UDP control channel) into a new
    recording: REPLICATE and REPLICATE_END signals, the copy replays the same messages. Then the first two
    segments of the copy are purged and migrated back from the (truncated) source."""
    archive, signals = session
    source_id, subscription_id, ends = _record(aeron, archive, signals, 1011, 150)
    archive.stop_recording_subscription(subscription_id)
    _await_signal(archive, signals, RecordingSignal.STOP, source_id)
    control = f"aeron:udp?endpoint=127.0.0.1:{java_archive.control_port}"
    replication_id = archive.replicate(source_id, 10, control)
    end = _await_signal(archive, signals, RecordingSignal.REPLICATE_END)
    copy_id = end.recording_id
    assert copy_id != source_id
    assert any(s.signal == RecordingSignal.REPLICATE and s.recording_id == copy_id for s in signals)
    wait_until(lambda: archive.get_stop_position(copy_id) == ends[-1], DEADLINE_S, "the copy's stop position")
    assert not archive.try_stop_replication(replication_id)  # already finished
    recording = Recording(copy_id, NULL_POSITION, 1011, ends, 0)
    verifier = _replay_and_verify(archive, recording, 2040, 0, 0, ends[-1], 150)
    assert verifier.ok and verifier.messages == 150, verifier.summary()

    # Migrate: drop the copy's first two segments, cut the source back to them, move them over.
    boundary = 2 * SEGMENT_LENGTH
    assert ends[-1] > boundary
    assert archive.purge_segments(copy_id, boundary) == 2
    purged = [java_archive.archive_dir / f"{copy_id}-{n * SEGMENT_LENGTH}.rec" for n in (0, 1)]
    wait_until(lambda: not any(p.exists() for p in purged), DEADLINE_S,
               "the copy's purged segment files to go")
    archive.truncate_recording(source_id, boundary)
    assert archive.migrate_segments(source_id, copy_id) == 2
    assert all(p.exists() for p in purged)
    assert archive.get_start_position(copy_id) == 0
    assert archive.get_stop_position(source_id) == archive.get_start_position(source_id)
    verifier = _replay_and_verify(archive, recording, 2041, 0, 0, ends[-1], 150)
    assert verifier.ok and verifier.messages == 150, verifier.summary()


def test_connect_over_udp_control_channels_with_an_owned_aeron_client(java_archive: JavaArchive) -> None:
    """The archive's UDP control channel and a UDP response channel; the context connects (and later
    closes) its own Aeron client."""
    ctx = Context(
        aeron_dir=str(java_archive.aeron_dir),
        control_request_channel=f"aeron:udp?endpoint=127.0.0.1:{java_archive.control_port}",
        control_response_channel="aeron:udp?endpoint=127.0.0.1:0",  # port resolved from the driver's counters
        idle_strategy=SleepingIdleStrategy(200_000),
        client_name="aeronkit-udp-test",
    )
    with AeronArchive.connect(ctx) as archive:
        assert ctx.owns_aeron_client and ctx.aeron is not None
        assert archive.request_archive_id() == archive.archive_id != -1
        assert archive.malformed_response_count == 0
    assert ctx.aeron.is_closed
