"""Issue 5 bullets that had no test on OUR archive server, driven by OUR AeronArchive client.

The other archive-server tests use a codec-level control client; these run the public ``AeronArchive``
API against an in-process ArchivingMediaDriver (our driver + our archive) so client and server are proven
together: recording signals and recording subscriptions, auto-stop, the MAX_REPLAYS bound, migrate
segments, the async form and the persistent subscription, a spy recording of a UDP stream, challenge/
response authentication, a vanished client's session closed while a kept-alive one stays, and ReplayMerge
(on our driver's multi-destination subscriptions, and again on a Java MediaDriver). Mapping:
docs/archive-coverage.md.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from support.drivers import launched
from support.ports import free_udp_port
from support.wait import wait_until

from aeronkit import testpattern
from aeronkit.archive.client import (
    AeronArchive,
    ArchiveError,
    ArchiveErrorCode,
    PersistentSubscription,
    RecordingDescriptor,
    RecordingSignal,
    RecordingSignalEvent,
    ReplayMerge,
    SourceLocation,
)
from aeronkit.archive.client import Context as ArchiveClientContext
from aeronkit.archive.server import Archive, Authenticator, Context, SessionProxy
from aeronkit.archive.server.archiving_media_driver import ArchivingMediaDriver
from aeronkit.client import Aeron, FragmentAssembler
from aeronkit.client import Context as ClientContext
from aeronkit.driver.media_driver import Context as DriverContext
from aeronkit.idle import SleepingIdleStrategy
from aeronkit.interop.java import JavaToolchain

CHANNEL = "aeron:ipc?term-length=64k"
SEGMENT = 64 * 1024


@dataclass
class Session:
    amd: ArchivingMediaDriver
    aeron: Aeron
    archive: AeronArchive
    signals: list[RecordingSignalEvent]
    archive_dir: Path


def _launch(tmp_path: Path, **archive_settings: Any) -> ArchivingMediaDriver:
    driver_ctx = DriverContext(
        aeron_dir=str(tmp_path / "aeron"),
        dir_delete_on_start=True,
        threading_mode="SHARED",
        ipc_term_buffer_length=64 * 1024,
        term_buffer_sparse_file=True,
        publication_linger_timeout_ns=100_000_000,
    )
    settings: dict[str, Any] = {
        "archive_dir": str(tmp_path / "archive"),
        "segment_file_length": SEGMENT,
        "idle_strategy": SleepingIdleStrategy(200_000),
        "session_liveness_check_interval_ms": 100,
        **archive_settings,
    }
    return ArchivingMediaDriver.launch(driver_ctx, Context(**settings))


def _client_context(aeron: Aeron, signals: list[RecordingSignalEvent]) -> ArchiveClientContext:
    ctx = ArchiveClientContext(
        aeron=aeron,
        control_request_channel="aeron:ipc",
        control_response_channel="aeron:ipc",
        idle_strategy=SleepingIdleStrategy(200_000),
    )  # type: ignore[arg-type]
    ctx.recording_signal_consumer = signals.append
    return ctx


@pytest.fixture
def session(tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[Session]:
    amd = _launch(tmp_path, **getattr(request, "param", {}))
    try:
        with Aeron.connect(ClientContext(aeron_dir=str(tmp_path / "aeron"))) as aeron:
            signals: list[RecordingSignalEvent] = []
            archive = AeronArchive.connect(_client_context(aeron, signals))
            try:
                yield Session(amd, aeron, archive, signals, tmp_path / "archive")
            finally:
                archive.close()
    finally:
        amd.close()


def _await_signal(s: Session, kind: RecordingSignal, recording_id: int | None = None) -> RecordingSignalEvent:
    def found() -> RecordingSignalEvent | None:
        s.archive.poll_for_recording_signals()
        for event in s.signals:
            if event.signal == kind and (recording_id is None or event.recording_id == recording_id):
                return event
        return None

    return wait_until(found, 15, f"{kind.name} signal")


def _publish(publication: Any, count: int, work: Any = None) -> int:
    """Offer standard-pattern messages up to 8 KiB (many fragmented); return the final position.
    ``work`` runs between failed offers (e.g. draining a receiver that flow-controls the publication)."""
    position = 0
    for i in range(count):
        data = testpattern.message(i, 8 + (i * 7919) % (8192 - 7))
        position = wait_until(lambda d=data: max(publication.offer(d), 0), 15, f"offer of message {i}",
                              poll_s=0.0005, work=work)
    return position


def _record(s: Session, stream_id: int, count: int) -> tuple[int, int, int]:
    """Record ``count`` messages on a stream; returns (recording id, subscription id, stop position)."""
    subscription_id = s.archive.start_recording(CHANNEL, stream_id, SourceLocation.LOCAL)
    publication = s.aeron.add_exclusive_publication(CHANNEL, stream_id)
    try:
        recording_id = _await_signal(s, RecordingSignal.START).recording_id
        end = _publish(publication, count)
        wait_until(lambda: s.archive.get_recording_position(recording_id) == end, 15, "recorded position")
    finally:
        publication.close()
    return recording_id, subscription_id, end


def test_signals_and_recording_subscriptions_through_our_client(session: Session) -> None:
    s = session
    recording_id, subscription_id, end = _record(s, 5101, 40)
    start = next(e for e in s.signals if e.signal == RecordingSignal.START)
    assert (start.recording_id, start.subscription_id, start.position) == (recording_id, subscription_id, 0)
    other_id = s.archive.start_recording(CHANNEL, 5102, SourceLocation.LOCAL)
    listed = s.archive.recording_subscriptions("ipc", 5101, apply_stream_id=True)
    assert [(d.subscription_id, d.stream_id) for d in listed] == [(subscription_id, 5101)]
    assert "aeron:ipc" in listed[0].stripped_channel
    both = {d.subscription_id for d in s.archive.recording_subscriptions("ipc", 0, apply_stream_id=False)}
    assert both == {subscription_id, other_id}
    assert s.archive.recording_subscriptions("udp", 5101, apply_stream_id=True) == []
    s.archive.stop_recording_subscription(subscription_id)
    stop = _await_signal(s, RecordingSignal.STOP, recording_id)
    assert stop.position == end == s.archive.get_stop_position(recording_id)
    assert {d.subscription_id for d in s.archive.recording_subscriptions("ipc", 0, False)} == {other_id}
    assert not s.archive.try_stop_recording_subscription(subscription_id)


@pytest.mark.parametrize("session", [{"max_concurrent_replays": 1}], indirect=True)
def test_replays_beyond_the_limit_are_refused_with_max_replays(session: Session) -> None:
    s = session
    subscription_id = s.archive.start_recording(CHANNEL, 5103, SourceLocation.LOCAL)
    publication = s.aeron.add_exclusive_publication(CHANNEL, 5103)
    try:
        recording_id = _await_signal(s, RecordingSignal.START).recording_id
        end = _publish(publication, 10)
        wait_until(lambda: s.archive.get_recording_position(recording_id) == end, 15, "recorded position")
        # An open-ended replay of an active recording follows it, so it stays active.
        first = s.archive.start_replay(recording_id, "aeron:ipc", 6001, position=0)
        with pytest.raises(ArchiveError) as refused:
            s.archive.start_replay(recording_id, "aeron:ipc", 6002, position=0)
        assert refused.value.error_code == ArchiveErrorCode.MAX_REPLAYS
        s.archive.stop_replay(first)
        # The slot frees once the replay session is gone.
        replay = wait_until(
            lambda: _try_replay(s.archive, recording_id), 15, "a replay slot after stopping the first"
        )
        s.archive.stop_replay(replay)
    finally:
        publication.close()
    s.archive.stop_recording_subscription(subscription_id)


def _try_replay(archive: AeronArchive, recording_id: int) -> int | None:
    try:
        return archive.start_replay(recording_id, "aeron:ipc", 6003, position=0)
    except ArchiveError as e:
        assert e.error_code == ArchiveErrorCode.MAX_REPLAYS, e
        return None


@pytest.mark.parametrize("session", [{"connect_timeout_ms": 600}], indirect=True)
def test_session_whose_client_vanished_times_out_and_a_kept_alive_one_stays(session: Session) -> None:
    """The archive pings each session every liveness interval; a session whose client's response
    subscription is gone is closed (the cannot-send-for-connectTimeoutMs clock itself is unit-tested in
    test_archive_agents). A client that is still there and sends keepalives keeps its session well past
    the timeout and is still answered."""
    s = session
    conductor = s.amd.archive.conductor
    with AeronArchive.connect(_client_context(s.aeron, [])) as kept:
        wait_until(lambda: len(conductor.sessions) == 2, 5, "two control sessions")
        kept_id = kept.control_session_id
        gone_id = s.archive.control_session_id
        # The client vanishes without a CloseSession: its response subscription just goes away.
        s.archive.control_response_subscription.close()
        started = time.monotonic()

        def gone_closed() -> bool:
            assert kept.send_keep_alive()
            return gone_id not in conductor.sessions

        wait_until(gone_closed, 10, "the vanished client's session to be closed", poll_s=0.05)
        # The live client outlasts two connect timeouts while it keeps talking.
        wait_until(
            lambda: kept.send_keep_alive() and time.monotonic() - started > 1.2, 10, "two timeouts", 0.05
        )
        assert kept_id in conductor.sessions and gone_id not in conductor.sessions
        with pytest.raises(ArchiveError) as unknown:
            kept.get_stop_position(424242)
        assert unknown.value.error_code == ArchiveErrorCode.UNKNOWN_RECORDING


def test_migrate_segments_prepends_a_truncated_recording_on_our_server(session: Session) -> None:
    """Recording A is cut back to a segment boundary; recording B continues the same stream from there
    (same initial term id and geometry). Migrating A into B moves A's segment files under B's id
    unchanged, B then starts at 0 and A is left empty, as Aeron's migrateSegments does."""
    s = session
    src_id, src_sub, end = _record(s, 5104, 80)
    s.archive.stop_recording_subscription(src_sub)
    _await_signal(s, RecordingSignal.STOP, src_id)
    boundary = 2 * SEGMENT
    assert end > boundary
    s.archive.truncate_recording(src_id, boundary)
    before = {base: (s.archive_dir / f"{src_id}-{base}.rec").read_bytes() for base in (0, SEGMENT)}
    d = s.archive.get_recording_descriptor(src_id)
    assert d is not None and d.stop_position == boundary
    shift = d.term_buffer_length.bit_length() - 1
    channel = (
        f"{CHANNEL}|init-term-id={d.initial_term_id}|term-id={d.initial_term_id + (boundary >> shift)}"
        f"|term-offset=0|mtu={d.mtu_length}"
    )
    s.signals.clear()
    dst_sub = s.archive.start_recording(channel, 5104, SourceLocation.LOCAL)
    publication = s.aeron.add_exclusive_publication(channel, 5104)
    try:
        dst_id = _await_signal(s, RecordingSignal.START).recording_id
        dst_end = _publish(publication, 20)
        wait_until(lambda: s.archive.get_recording_position(dst_id) == dst_end, 15, "B recorded")
    finally:
        publication.close()
    s.archive.stop_recording_subscription(dst_sub)
    _await_signal(s, RecordingSignal.STOP, dst_id)
    assert dst_id != src_id and s.archive.get_start_position(dst_id) == boundary
    assert s.archive.migrate_segments(src_id, dst_id) == 2
    archive_dir = s.archive_dir
    for base, data in before.items():
        assert (archive_dir / f"{dst_id}-{base}.rec").read_bytes() == data
        assert not (archive_dir / f"{src_id}-{base}.rec").exists()
    assert s.archive.get_start_position(dst_id) == 0 and s.archive.get_stop_position(dst_id) == dst_end
    assert s.archive.get_start_position(src_id) == s.archive.get_stop_position(src_id) == boundary
    with pytest.raises(ArchiveError):
        s.archive.migrate_segments(src_id, dst_id)  # no longer contiguous on a boundary


def test_async_calls_and_persistent_subscription_on_our_server(session: Session) -> None:
    """The poll-based form of the client, then "replay then join live": messages 0..99 exist only in the
    recording when the persistent subscription starts; 100..199 are published while it replays. Each
    arrives once, in order, some from the replay and some live."""
    s = session
    stream_id, before, after = 5105, 100, 100
    subscription_id = s.archive.start_recording(CHANNEL, stream_id, SourceLocation.LOCAL)
    publication = s.aeron.add_exclusive_publication(CHANNEL, stream_id)
    try:
        recording_id = _await_signal(s, RecordingSignal.START).recording_id
        _publish(publication, before)
        operation = s.archive.async_get_start_position(recording_id)
        with pytest.raises(ArchiveError, match="still in progress"):
            s.archive.async_get_stop_position(recording_id)
        wait_until(operation.poll, 15, "the async start position")
        assert operation.result == 0
        found: list[RecordingDescriptor] = []
        listing = s.archive.async_list_recordings(0, 10, found.append)
        wait_until(listing.poll, 15, "the async listing")
        assert listing.result == 1 and found[0].recording_id == recording_id
        verifier = testpattern.Verifier()
        assembler = FragmentAssembler(lambda buf, off, ln, hdr: verifier.on_message(buf[off : off + ln]))
        with PersistentSubscription(
            s.archive, recording_id, CHANNEL, "aeron:ipc", 6010, start_position=0
        ) as persistent:
            deadline = time.monotonic() + 30
            i = before
            while verifier.messages < before + after:
                assert time.monotonic() < deadline, (persistent, verifier.summary())
                message = testpattern.message(i, 8 + (i * 7919) % 8185)
                if i < before + after and publication.offer(message) > 0:
                    i += 1
                persistent.poll(assembler)
            assert persistent.is_live
            assert persistent.replayed_fragments > 0 and persistent.live_fragments > 0
        verifier.finish(before + after)
        assert verifier.ok and verifier.messages == before + after, verifier.summary()
    finally:
        publication.close()
        s.archive.try_stop_recording_subscription(subscription_id)


def test_spy_recording_of_a_udp_stream_on_our_server(session: Session) -> None:
    """A LOCAL recording of ``aeron-spy:`` a UDP publication: the archive reads the sender's log through
    our driver's spy, the stream is recorded whole and replays the same messages."""
    s = session
    channel = f"aeron:udp?endpoint=127.0.0.1:{free_udp_port()}|term-length=64k"
    subscription_id = s.archive.start_recording("aeron-spy:" + channel, 5106, SourceLocation.LOCAL)
    # A spy does not connect a UDP publication (no simulated connection): a plain receiver does.
    receiver = s.aeron.add_subscription(channel, 5106)
    publication = s.aeron.add_exclusive_publication(channel, 5106)
    try:
        recording_id = _await_signal(s, RecordingSignal.START).recording_id
        end = _publish(publication, 30, lambda: receiver.poll(lambda *_: None, 64))
        wait_until(
            lambda: receiver.poll(lambda *_: None, 64) >= 0
            and s.archive.get_recording_position(recording_id) == end,
            15,
            "recorded position",
        )
    finally:
        publication.close()
        receiver.close()
    s.archive.stop_recording_subscription(subscription_id)
    _await_signal(s, RecordingSignal.STOP, recording_id)
    d = s.archive.get_recording_descriptor(recording_id)
    assert d is not None and d.stop_position == end and "aeron-spy:" in d.original_channel
    verifier = testpattern.Verifier()
    assembler = FragmentAssembler(lambda buf, off, ln, hdr: verifier.on_message(buf[off : off + ln]))
    replay = s.archive.replay(recording_id, "aeron:ipc", 6011, position=0, length=end)
    try:
        wait_until(lambda: replay.poll(assembler, 64) >= 0 and verifier.messages >= 30, 15, "the replay")
    finally:
        replay.close()
    verifier.finish(30)
    assert verifier.ok and verifier.messages == 30, verifier.summary()


def test_auto_stop_removes_the_recording_subscription_when_the_stream_ends(session: Session) -> None:
    s = session
    subscription_id = s.archive.start_recording(CHANNEL, 5107, SourceLocation.LOCAL, auto_stop=True)
    listed = s.archive.recording_subscriptions("ipc", 5107, True)
    assert [d.subscription_id for d in listed] == [subscription_id]
    publication = s.aeron.add_exclusive_publication(CHANNEL, 5107)
    try:
        recording_id = _await_signal(s, RecordingSignal.START).recording_id
        end = _publish(publication, 10)
    finally:
        publication.close()
    assert _await_signal(s, RecordingSignal.STOP, recording_id).position == end
    wait_until(
        lambda: s.archive.recording_subscriptions("ipc", 5107, True) == [], 15, "auto-stop to drop it"
    )
    assert not s.archive.try_stop_recording_subscription(subscription_id)


class ChallengingAuthenticator(Authenticator):
    """"user" is challenged and must answer b"answer:" + the challenge; "admin" is let in; others rejected."""

    def __init__(self) -> None:
        self.credentials: dict[int, bytes] = {}
        self.answers: dict[int, bytes] = {}

    def on_connect_request(self, session_id: int, encoded_credentials: bytes, now_ms: int) -> None:
        self.credentials[session_id] = encoded_credentials

    def on_challenge_response(self, session_id: int, encoded_credentials: bytes, now_ms: int) -> None:
        self.answers[session_id] = encoded_credentials

    def on_connected_session(self, proxy: SessionProxy, now_ms: int) -> None:
        who = self.credentials.get(proxy.session_id)
        if who == b"user":
            proxy.challenge(b"prove-it")
        elif who == b"admin":
            proxy.authenticate(b"admin")
        else:
            proxy.reject()

    def on_challenged_session(self, proxy: SessionProxy, now_ms: int) -> None:
        answer = self.answers.get(proxy.session_id)
        if answer == b"answer:prove-it":
            proxy.authenticate(b"user")
        elif answer is not None:
            proxy.reject()


class Credentials:
    """Our client's credentials supplier: fixed credentials and a chosen way to answer a challenge."""

    def __init__(self, credentials: bytes, answer_prefix: bytes = b"answer:") -> None:
        self.credentials = credentials
        self.answer_prefix = answer_prefix
        self.challenges: list[bytes] = []

    def encoded_credentials(self) -> bytes:
        return self.credentials

    def on_challenge(self, encoded_challenge: bytes) -> bytes:
        self.challenges.append(encoded_challenge)
        return self.answer_prefix + encoded_challenge


def test_our_client_authenticates_with_challenge_response_on_our_server(tmp_path: Path) -> None:
    with (
        _launch(tmp_path, authenticator=ChallengingAuthenticator()),
        Aeron.connect(ClientContext(aeron_dir=str(tmp_path / "aeron"))) as aeron,
    ):
        def context(credentials: Credentials) -> ArchiveClientContext:
            ctx = _client_context(aeron, [])
            ctx.credentials_supplier = credentials  # type: ignore[assignment]
            return ctx

        user = Credentials(b"user")
        with AeronArchive.connect(context(user)) as archive:
            assert user.challenges == [b"prove-it"]
            assert archive.request_archive_id() == archive.archive_id
        admin = Credentials(b"admin")
        with AeronArchive.connect(context(admin)) as archive:
            assert admin.challenges == [] and archive.recording_descriptors() == []
        for credentials in (Credentials(b"user", b"wrong:"), Credentials(b"nobody")):
            with pytest.raises(ArchiveError) as rejected:
                AeronArchive.connect(context(credentials))
            assert rejected.value.error_code == ArchiveErrorCode.AUTHENTICATION_REJECTED




@pytest.mark.java
def test_replay_merge_joins_the_live_udp_stream_on_our_archive_and_driver(tmp_path: Path) -> None:
    """Our ReplayMerge against OUR archive on OUR driver (an ArchivingMediaDriver whose spies simulate a
    connection, as Aeron's ArchivingMediaDriver samples do). A UDP MDC publication recorded LOCAL (through
    the spy) is merged into a manual control-mode (multi-destination) subscription: the first messages come
    from our replay, the rest live, each once and in order."""
    driver_ctx = DriverContext(
        aeron_dir=str(tmp_path / "aeron"), dir_delete_on_start=True, threading_mode="SHARED",
        term_buffer_sparse_file=True, spies_simulate_connection=True,
    )
    archive_ctx = Context(archive_dir=str(tmp_path / "archive"), segment_file_length=SEGMENT,
                          idle_strategy=SleepingIdleStrategy(200_000))
    with (
        ArchivingMediaDriver.launch(driver_ctx, archive_ctx),
        Aeron.connect(ClientContext(aeron_dir=str(tmp_path / "aeron"))) as aeron,
    ):
        signals: list[RecordingSignalEvent] = []
        with AeronArchive.connect(_client_context(aeron, signals)) as archive:
            _merge_and_verify(Session(None, aeron, archive, signals, tmp_path / "archive"))  # type: ignore[arg-type]


def test_replay_merge_joins_the_live_udp_stream_on_our_archive(java: JavaToolchain, tmp_path: Path) -> None:
    """The same merge with our archive and client on a Java MediaDriver (spies simulate a connection)."""
    with (
        launched("java", java=java, aeron_dir=tmp_path / "aeron",
                 properties={"aeron.spies.simulate.connection": "true"}) as driver,
        Archive.launch(
            Context(
                archive_dir=str(tmp_path / "archive"),
                aeron_dir=str(driver.aeron_dir),
                segment_file_length=SEGMENT,
                idle_strategy=SleepingIdleStrategy(200_000),
            )
        ),
        Aeron.connect(ClientContext(aeron_dir=str(driver.aeron_dir))) as aeron,
    ):
        signals: list[RecordingSignalEvent] = []
        with AeronArchive.connect(_client_context(aeron, signals)) as archive:
            _merge_and_verify(Session(None, aeron, archive, signals, tmp_path / "archive"))  # type: ignore[arg-type]


def _merge_and_verify(s: Session) -> None:
    stream_id, total, before = 5108, 400, 150
    control_port = free_udp_port()
    channel = f"aeron:udp?control=127.0.0.1:{control_port}|control-mode=dynamic|term-length=64k"
    subscription_id = s.archive.start_recording(channel, stream_id, SourceLocation.LOCAL)
    publication = s.aeron.add_exclusive_publication(channel, stream_id)
    subscription = s.aeron.add_subscription("aeron:udp?control-mode=manual", stream_id)
    try:
        wait_until(lambda: publication.is_connected, 15, "the archive's spy on the UDP publication")
        recording_id = _await_signal(s, RecordingSignal.START).recording_id
        verifier = testpattern.Verifier()
        assembler = FragmentAssembler(lambda buf, off, ln, hdr: verifier.on_message(buf[off : off + ln]))
        sent = 0

        def publish() -> None:
            nonlocal sent
            if sent < total and publication.offer(testpattern.message(sent, 8 + (sent * 7919) % 8185)) > 0:
                sent += 1

        wait_until(lambda: publish() or sent >= before, 15, "the first messages", poll_s=0)
        merge = ReplayMerge(
            subscription,
            s.archive,
            f"aeron:udp?session-id={publication.session_id}",
            "aeron:udp?endpoint=127.0.0.1:0",
            f"aeron:udp?endpoint=127.0.0.1:0|control=127.0.0.1:{control_port}",
            recording_id,
            0,
        )
        with merge:
            deadline = time.monotonic() + 30
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
        s.archive.try_stop_recording_subscription(subscription_id)
