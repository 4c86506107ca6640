"""The archive server end to end on our own driver (no Java): control protocol, recording, replay, catalog
operations, authentication and bad input, driven by a small codec-level control client.

Each test gets an ArchivingMediaDriver (our driver + archive, one process, SHARED threading) in tmp and a
client of ours on the same driver. Streams are ``aeron:ipc?term-length=64k`` with 64 KiB segments and
standard-pattern messages up to 8 KiB, so recordings span several segment files.
"""

from __future__ import annotations

import contextlib
import os
import struct
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from control_client import PROTOCOL_VERSION, ControlClient
from support.ports import free_udp_port
from support.wait import wait_until

from aeronkit import testpattern
from aeronkit.archive.catalog import Catalog
from aeronkit.archive.codes import ArchiveErrorCode
from aeronkit.archive.segment import index_segment_files
from aeronkit.archive.server import Archive, Authenticator, Context, SessionProxy
from aeronkit.archive.server.archiving_media_driver import ArchivingMediaDriver
from aeronkit.client import Aeron, FragmentAssembler
from aeronkit.client import Context as ClientContext
from aeronkit.codecs import archive as codecs
from aeronkit.driver.media_driver import Context as DriverContext
from aeronkit.errors import ConfigurationError
from aeronkit.idle import SleepingIdleStrategy

CHANNEL = "aeron:ipc?term-length=64k"
SEGMENT = 64 * 1024
OK, ERROR, RECORDING_UNKNOWN, SUBSCRIPTION_UNKNOWN = 0, 1, 2, 3
START, STOP, EXTEND, DELETE = 0, 1, 2, 6


@dataclass
class Rig:
    amd: ArchivingMediaDriver
    aeron: Aeron
    client: ControlClient
    archive_dir: Path

    @property
    def archive(self) -> Archive:
        return self.amd.archive


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
    }
    settings.update(archive_settings)
    return ArchivingMediaDriver.launch(driver_ctx, Context(**settings))


@pytest.fixture
def rig(tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[Rig]:
    settings = getattr(request, "param", {})
    amd = _launch(tmp_path, **settings)
    try:
        aeron = Aeron.connect(ClientContext(aeron_dir=str(tmp_path / "aeron")))
        try:
            client = ControlClient(aeron)
            yield Rig(amd, aeron, client, tmp_path / "archive")
        finally:
            aeron.close()
    finally:
        amd.close()


def _publish(aeron: Aeron, publication: Any, first: int, count: int, max_length: int = 8192) -> int:
    """Offer pattern messages first..first+count-1; return the payload bytes."""
    total = 0
    for i in range(first, first + count):
        length = 8 + (i * 7919) % (max_length - 7)
        data = testpattern.message(i, length)
        wait_until(lambda d=data: publication.offer(d) >= 0, 15, f"offer of message {i}", poll_s=0.0005)
        total += length
    return total


def _start_recording(client: ControlClient, stream_id: int, auto_stop: bool = False) -> int:
    response = client.request(
        codecs.StartRecordingRequest2Encoder,
        var={"channel": CHANNEL},
        stream_id=stream_id,
        source_location=codecs.SourceLocation.LOCAL,
        auto_stop=codecs.BooleanType.TRUE if auto_stop else codecs.BooleanType.FALSE,
    )
    assert response.code == OK, response
    return response.relevant_id


def _recording_position(client: ControlClient, recording_id: int) -> int:
    return client.request(codecs.RecordingPositionRequestEncoder, recording_id=recording_id).relevant_id


def _record(rig: Rig, stream_id: int, messages: int) -> tuple[int, int, int]:
    """Record ``messages`` pattern messages on a new stream and stop; (recording id, stop position, bytes)."""
    client = rig.client
    subscription_id = _start_recording(client, stream_id)
    publication = rig.aeron.add_exclusive_publication(CHANNEL, stream_id)
    client.await_condition(
        lambda: any(s[3] == START and s[1] == subscription_id for s in client.signals), "START signal"
    )
    recording_id = next(s[0] for s in client.signals if s[3] == START and s[1] == subscription_id)
    payload = _publish(rig.aeron, publication, 0, messages)
    stop = publication.position
    wait_until(lambda: _recording_position(client, recording_id) >= stop, 15, "the recording to catch up")
    publication.close()
    client.await_condition(lambda: any(s[0] == recording_id and s[3] == STOP for s in client.signals), "STOP")
    response = client.request(codecs.StopRecordingSubscriptionRequestEncoder, subscription_id=subscription_id)
    assert response.code in (OK, ERROR)
    return recording_id, stop, payload


def _replay(rig: Rig, recording_id: int, position: int, length: int, stream_id: int) -> tuple[Any, int]:
    subscription = rig.aeron.add_subscription("aeron:ipc", stream_id)
    response = rig.client.request(
        codecs.ReplayRequestEncoder,
        var={"replay_channel": "aeron:ipc"},
        recording_id=recording_id,
        position=position,
        length=length,
        replay_stream_id=stream_id,
        file_io_max_length=0,
        replay_token=-1,
    )
    assert response.code == OK, response
    return subscription, response.relevant_id


def _drain(subscription: Any, verifier: testpattern.Verifier, until: Any, timeout_s: float = 20.0) -> None:
    assembler = FragmentAssembler(
        lambda buffer, offset, length, header: verifier.on_message(bytes(buffer[offset : offset + length]))
    )
    wait_until(until, timeout_s, "the subscriber to drain", poll_s=0.0005,
               work=lambda: subscription.poll(assembler, 256), detail=verifier.summary)


def test_connect_answers_ok_with_the_session_id_then_pings(rig: Rig) -> None:
    response = rig.client.connect()
    assert response.code == OK and response.relevant_id == rig.client.control_session_id
    archive_id = rig.client.request(codecs.ArchiveIdRequestEncoder)
    assert archive_id.code == OK and archive_id.relevant_id == rig.archive.context.archive_id
    rig.client.await_condition(lambda: rig.client.pings >= 2, "liveness pings")
    found: list[tuple[int, bytes, str]] = []
    rig.aeron.counters_reader.for_each(
        lambda counter_id, type_id, key, label: (
            found.append((type_id, key, label)) if type_id == 113 else None
        )
    )
    (counter,) = found
    assert counter[1][:16] == struct.pack("<qq", archive_id.relevant_id, rig.client.control_session_id)
    assert counter[2].startswith("control-session: name=aeronkit-test sourceIdentity=aeron:ipc sessionId=")


def test_a_client_of_another_major_version_is_refused(rig: Rig) -> None:
    response = rig.client.connect(version=(2 << 16) | (3 << 8))
    assert response.code == ERROR
    assert response.message == "invalid client version 2.3.0, archive is 1.12.0"


def test_malformed_control_messages_get_errors_and_the_archive_keeps_serving(rig: Rig) -> None:
    client = rig.client
    client.connect()
    client.send_raw(b"\x01\x02\x03")  # shorter than a message header: dropped, reported
    csid = client.control_session_id.to_bytes(8, "little", signed=True)
    corr = (777).to_bytes(8, "little")
    # another schema
    client.send_raw(
        (24).to_bytes(2, "little")
        + (10).to_bytes(2, "little")
        + (99).to_bytes(2, "little")
        + (13).to_bytes(2, "little")
        + csid
        + corr
        + bytes(8)
    )
    wrong_schema = client.await_response(777)
    assert wrong_schema.code == ERROR and "schemaId" in wrong_schema.message
    # unknown template
    corr = (778).to_bytes(8, "little")
    client.send_raw(
        (16).to_bytes(2, "little")
        + (9999).to_bytes(2, "little")
        + (101).to_bytes(2, "little")
        + (13).to_bytes(2, "little")
        + csid
        + corr
    )
    unknown = client.await_response(778)
    assert unknown.code == ERROR and "templateId=9999" in unknown.message
    # StartRecordingRequest cut off before its channel (claims a 24-byte block, var data missing)
    corr = (779).to_bytes(8, "little")
    client.send_raw(
        (24).to_bytes(2, "little")
        + (4).to_bytes(2, "little")
        + (101).to_bytes(2, "little")
        + (13).to_bytes(2, "little")
        + csid
        + corr
        + (5).to_bytes(4, "little")
        + bytes(4)
        + (1000).to_bytes(4, "little")
    )
    truncated = client.await_response(779)
    assert truncated.code == ERROR and "malformed control request" in truncated.message
    assert rig.archive.conductor.errors >= 4
    assert client.request(codecs.ArchiveIdRequestEncoder).code == OK  # still serving


def test_record_list_extend_and_purge(rig: Rig) -> None:
    client = rig.client
    client.connect()
    recording_id, stop, _payload = _record(rig, 4001, 120)
    assert stop > 3 * SEGMENT
    client.descriptors.clear()
    corr = client.send(
        codecs.ListRecordingsForUriRequestEncoder,
        var={"channel": "ipc"},
        from_recording_id=0,
        record_count=10,
        stream_id=4001,
    )
    end = client.await_response(corr)
    assert end.code == RECORDING_UNKNOWN
    (listed,) = client.descriptors
    assert (listed["recording_id"], listed["start_position"], listed["stop_position"]) == (
        recording_id,
        0,
        stop,
    )
    assert listed["original_channel"] == CHANNEL and listed["segment_file_length"] == SEGMENT
    assert client.request(codecs.StopPositionRequestEncoder, recording_id=recording_id).relevant_id == stop
    missing = client.request(codecs.StopPositionRequestEncoder, recording_id=99)
    assert missing.code == ERROR and missing.relevant_id == 5

    # extend: a new publication that continues exactly at the stop position
    initial_term_id = listed["initial_term_id"]
    term_id = initial_term_id + stop // (64 * 1024)
    extend_channel = (
        f"{CHANNEL}|init-term-id={initial_term_id}|term-id={term_id}|"
        f"term-offset={stop % (64 * 1024)}|mtu={listed['mtu_length']}"
    )
    response = client.request(
        codecs.ExtendRecordingRequest2Encoder,
        var={"channel": CHANNEL},
        recording_id=recording_id,
        stream_id=4001,
        source_location=codecs.SourceLocation.LOCAL,
        auto_stop=codecs.BooleanType.TRUE,
    )
    assert response.code == OK
    publication = rig.aeron.add_exclusive_publication(extend_channel, 4001)
    client.await_condition(lambda: any(s[3] == EXTEND for s in client.signals), "EXTEND signal")
    _publish(rig.aeron, publication, 120, 40)
    new_stop = publication.position
    wait_until(lambda: _recording_position(client, recording_id) >= new_stop, 15, "the extension")
    publication.close()
    client.await_condition(lambda: sum(1 for s in client.signals if s[3] == STOP) >= 2, "second STOP")
    assert (
        client.request(codecs.StopPositionRequestEncoder, recording_id=recording_id).relevant_id == new_stop
    )
    subscription, _ = _replay(rig, recording_id, 0, new_stop, 4101)
    verifier = testpattern.Verifier()
    _drain(subscription, verifier, lambda: verifier.next_index >= 160)
    assert verifier.ok and verifier.messages == 160, verifier.summary()
    subscription.close()
    wait_until(lambda: not rig.archive.conductor.replays, 15, "the replay to end")

    purge = client.request(codecs.PurgeRecordingRequestEncoder, recording_id=recording_id)
    assert purge.code == OK and purge.relevant_id == new_stop // SEGMENT + 1
    assert recording_id not in index_segment_files(rig.archive_dir)
    assert (
        client.request(codecs.ListRecordingRequestEncoder, recording_id=recording_id).code
        == RECORDING_UNKNOWN
    )


def test_live_replay_follows_an_active_recording_and_stops_on_request(rig: Rig) -> None:
    client = rig.client
    client.connect()
    _start_recording(client, 4002)
    publication = rig.aeron.add_exclusive_publication(CHANNEL, 4002)
    client.await_condition(lambda: any(s[3] == START for s in client.signals), "START")
    recording_id = client.signals[0][0]
    _publish(rig.aeron, publication, 0, 30)
    subscription, replay_session_id = _replay(rig, recording_id, 0, -1, 4102)
    verifier = testpattern.Verifier()
    _drain(subscription, verifier, lambda: verifier.next_index >= 30)
    _publish(rig.aeron, publication, 30, 60)  # written after the replay started: followed live
    _drain(subscription, verifier, lambda: verifier.next_index >= 90)
    assert verifier.ok and verifier.messages == 90, verifier.summary()
    listed = client.request(
        codecs.ListRecordingSubscriptionsRequestEncoder,
        var={"channel": "ipc"},
        pseudo_index=0,
        subscription_count=5,
        apply_stream_id=codecs.BooleanType.TRUE,
        stream_id=4002,
    )
    assert listed.code == SUBSCRIPTION_UNKNOWN and len(client.subscriptions) == 1
    assert client.subscriptions[0]["stripped_channel"] == "aeron:ipc"
    stop = client.request(codecs.StopReplayRequestEncoder, replay_session_id=replay_session_id)
    assert stop.code == OK
    wait_until(lambda: not subscription.is_connected, 15, "the replay image to go")
    unknown = client.request(codecs.StopReplayRequestEncoder, replay_session_id=replay_session_id)
    assert unknown.code == ERROR and unknown.relevant_id == 6
    publication.close()


def test_concurrent_replays_from_any_position_are_identical_to_the_recording(rig: Rig) -> None:
    client = rig.client
    client.connect()
    recording_id, _stop, _ = _record(rig, 4003, 150)
    # replay the second half from the first fragment of message 75, found in the segment files
    from aeronkit.archive.recording_reader import RecordingReader

    with Catalog(rig.archive_dir) as catalog:
        entry = catalog.find(recording_id)
        assert entry is not None
        reader = RecordingReader.for_descriptor(rig.archive_dir, entry.descriptor)
    starts = [f.position for f in reader.fragments() if f.header.flags & 0x80]
    mid = starts[75]
    replays = [_replay(rig, recording_id, 0, -1, 4103), _replay(rig, recording_id, mid, -1, 4104)]
    first, second = testpattern.Verifier(), testpattern.Verifier()
    second.next_index = 75
    _drain(replays[0][0], first, lambda: first.next_index >= 150)
    _drain(replays[1][0], second, lambda: second.next_index >= 150)
    assert first.ok and first.messages == 150, first.summary()
    assert second.ok and second.messages == 75, second.summary()
    bad = client.request(
        codecs.ReplayRequestEncoder,
        var={"replay_channel": "aeron:ipc"},
        recording_id=recording_id,
        position=mid + 32,
        length=-1,
        replay_stream_id=4105,
        file_io_max_length=0,
        replay_token=-1,
    )
    assert bad.code == ERROR and bad.relevant_id == 16


@pytest.mark.parametrize("rig", [{"max_concurrent_recordings": 1}], indirect=True)
def test_recordings_are_bounded(rig: Rig) -> None:
    client = rig.client
    client.connect()
    _start_recording(client, 4004)
    publication = rig.aeron.add_exclusive_publication(CHANNEL, 4004)
    client.await_condition(lambda: any(s[3] == START for s in client.signals), "START")
    again = client.request(
        codecs.StartRecordingRequest2Encoder,
        var={"channel": CHANNEL},
        stream_id=4004,
        source_location=codecs.SourceLocation.LOCAL,
        auto_stop=codecs.BooleanType.FALSE,
    )
    assert again.code == ERROR and again.relevant_id == 3  # ACTIVE_SUBSCRIPTION
    other = client.request(
        codecs.StartRecordingRequest2Encoder,
        var={"channel": CHANNEL},
        stream_id=4005,
        source_location=codecs.SourceLocation.LOCAL,
        auto_stop=codecs.BooleanType.FALSE,
    )
    assert other.code == ERROR and other.relevant_id == 8  # MAX_RECORDINGS
    publication.close()


def test_detach_delete_attach_segments(rig: Rig) -> None:
    client = rig.client
    client.connect()
    recording_id, stop, _ = _record(rig, 4006, 150)
    assert stop > 4 * SEGMENT
    bad = client.request(
        codecs.DetachSegmentsRequestEncoder, recording_id=recording_id, new_start_position=100
    )
    assert bad.code == ERROR and bad.relevant_id == 16
    detach = client.request(
        codecs.DetachSegmentsRequestEncoder, recording_id=recording_id, new_start_position=2 * SEGMENT
    )
    assert detach.code == OK
    assert (
        client.request(codecs.StartPositionRequestEncoder, recording_id=recording_id).relevant_id
        == 2 * SEGMENT
    )
    attach = client.request(codecs.AttachSegmentsRequestEncoder, recording_id=recording_id)
    assert attach.code == OK and attach.relevant_id == 2
    assert client.request(codecs.StartPositionRequestEncoder, recording_id=recording_id).relevant_id == 0
    purge = client.request(
        codecs.PurgeSegmentsRequestEncoder, recording_id=recording_id, new_start_position=SEGMENT
    )
    assert purge.code == OK and purge.relevant_id == 1
    assert not os.path.exists(rig.archive_dir / f"{recording_id}-0.rec")
    assert os.path.exists(rig.archive_dir / f"{recording_id}-{SEGMENT}.rec")


class PinAuthenticator(Authenticator):
    """Challenges every client for a PIN; 1234 lets it in, anything else is rejected."""

    def __init__(self) -> None:
        self.answers: dict[int, bytes] = {}

    def on_connected_session(self, proxy: SessionProxy, now_ms: int) -> None:
        proxy.challenge(b"pin?")

    def on_challenge_response(self, session_id: int, encoded_credentials: bytes, now_ms: int) -> None:
        self.answers[session_id] = encoded_credentials

    def on_challenged_session(self, proxy: SessionProxy, now_ms: int) -> None:
        answer = self.answers.get(proxy.session_id)
        if answer == b"1234":
            proxy.authenticate(b"user")
        elif answer is not None:
            proxy.reject()


@pytest.mark.parametrize(("pin", "expected"), [(b"1234", OK), (b"0000", ERROR)])
def test_challenge_response_authentication(tmp_path: Path, pin: bytes, expected: int) -> None:
    with (
        _launch(tmp_path, authenticator=PinAuthenticator()),
        Aeron.connect(ClientContext(aeron_dir=str(tmp_path / "aeron"))) as aeron,
    ):
        client = ControlClient(aeron)
        wait_until(lambda: client.publication.is_connected, 15, "control publication")
        client.send(
            codecs.AuthConnectRequestEncoder,
            var={"response_channel": client.response_channel, "encoded_credentials": b"", "client_info": ""},
            response_stream_id=client.response_stream_id,
            version=PROTOCOL_VERSION,
        )
        client.await_condition(lambda: client.challenges, "a challenge")
        assert client.challenges[0] == b"pin?"
        session_id = client.challenge_session_id
        # the answer carries a new correlation id, and the OK / ERROR answers that one
        response = client.request(
            codecs.ChallengeResponseEncoder, var={"encoded_credentials": pin}, control_session_id=session_id
        )
        assert response.code == expected, response
        if expected == OK:
            assert response.relevant_id == session_id
        else:
            assert (response.relevant_id, response.message) == (10, "authentication rejected")


def test_a_second_archive_on_a_live_directory_is_refused(rig: Rig) -> None:
    with pytest.raises(ConfigurationError, match="active mark file detected"):
        Archive.launch(Context(archive_dir=str(rig.archive_dir), aeron=rig.aeron))


def test_replayed_frames_equal_the_recorded_bytes(rig: Rig) -> None:
    """Original term geometry: every replayed frame sits at its recorded position with the recorded bytes,
    except sessionId and streamId (the replay publication's), padding included."""
    client = rig.client
    client.connect()
    recording_id, stop, _ = _record(rig, 4007, 100)
    subscription, replay_session_id = _replay(rig, recording_id, 0, -1, 4107)
    wait_until(lambda: subscription.image_count == 1, 15, "the replay image")
    image = subscription.images[0]
    assert image.session_id & 0xFFFF_FFFF == replay_session_id & 0xFFFF_FFFF
    replayed = bytearray(stop)

    def on_block(term: Any, offset: int, length: int, session_id: int, term_id: int) -> None:
        position = (term_id - image.initial_term_id) * 64 * 1024 + offset
        replayed[position : position + length] = term[offset : offset + length]

    wait_until(lambda: image.position >= stop, 20, f"the replay to reach {stop}", poll_s=0.0005,
               work=lambda: image.block_poll(on_block, 64 * 1024), detail=lambda: f"at {image.position}")
    recorded = bytearray()
    for base in range(0, stop, SEGMENT):
        recorded += (rig.archive_dir / f"{recording_id}-{base}.rec").read_bytes()
    recorded = recorded[:stop]
    offset = frames = pads = 0
    while offset < stop:
        length = int.from_bytes(recorded[offset : offset + 4], "little", signed=True)
        assert length > 0, offset
        frame_type = int.from_bytes(recorded[offset + 6 : offset + 8], "little")
        aligned = (length + 31) & ~31
        body_end = offset + (32 if frame_type == 0 else aligned)  # padding: only the header is on disk
        expected = bytearray(recorded[offset:body_end])
        actual = bytearray(replayed[offset:body_end])
        expected[12:20] = actual[12:20] = bytes(8)  # sessionId, streamId
        assert actual == expected, f"frame at {offset} differs"
        pads += frame_type == 0
        frames += 1
        offset += aligned
    assert frames > 100 and pads > 0


@pytest.mark.parametrize(
    "rig", [{"recording_events_enabled": True, "recording_events_channel": "aeron:ipc"}], indirect=True
)
def test_recording_events_and_a_counter_bounded_replay(rig: Rig) -> None:
    client = rig.client
    client.connect()
    events = rig.aeron.add_subscription("aeron:ipc", 30)
    seen: list[int] = []
    assembler = FragmentAssembler(lambda b, o, n, h: seen.append(int.from_bytes(b[o + 2 : o + 4], "little")))
    recording_id, stop, _ = _record(rig, 4008, 60)
    wait_until(
        lambda: events.poll(assembler, 100) >= 0 and codecs.RecordingStoppedDecoder.TEMPLATE_ID in seen,
        15,
        "RecordingStopped",
    )
    assert seen[0] == codecs.RecordingStartedDecoder.TEMPLATE_ID
    assert codecs.RecordingProgressDecoder.TEMPLATE_ID in seen

    limit = rig.aeron.add_counter(1001, "replay limit")
    half = stop // 2 & ~31
    limit.set(0)
    subscription = rig.aeron.add_subscription("aeron:ipc", 4108)
    response = client.request(
        codecs.BoundedReplayRequestEncoder,
        var={"replay_channel": "aeron:ipc"},
        recording_id=recording_id,
        position=0,
        length=-1,
        limit_counter_id=limit.counter_id,
        replay_stream_id=4108,
        file_io_max_length=0,
        replay_token=-1,
    )
    assert response.code == OK, response
    wait_until(lambda: subscription.image_count == 1, 15, "the bounded replay image")
    image = subscription.images[0]
    verifier = testpattern.Verifier()
    limit.set(half)
    _drain(subscription, verifier, lambda: image.position >= half - 8 * 1024)
    assert image.position <= half
    limit.set(stop)
    _drain(subscription, verifier, lambda: verifier.next_index >= 60)
    assert verifier.ok and verifier.messages == 60, verifier.summary()


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    """A 384 KiB tmpfs for the archive dir (mounting needs root, which this project's machines and CI are)."""
    import subprocess

    mount_point = tmp_path / "small-disk"
    mount_point.mkdir()
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=384k", "tmpfs", str(mount_point)],
        capture_output=True,
        text=True,
        check=False,
    )
    if mounted.returncode != 0:
        reason = f"cannot mount a small tmpfs here: {mounted.stderr.strip()}"
        if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
            pytest.fail(f"{reason} (CI=true: never skipped)")
        pytest.skip(reason)
    try:
        yield mount_point
    finally:
        subprocess.run(["umount", "-l", str(mount_point)], check=False)


def test_disk_full_fails_only_that_recording(tmp_path: Path, small_disk: Path) -> None:
    archive_dir = small_disk / "archive"
    with (
        _launch(tmp_path, archive_dir=str(archive_dir), low_storage_space_threshold=0) as amd,
        Aeron.connect(ClientContext(aeron_dir=str(tmp_path / "aeron"))) as aeron,
    ):
        client = ControlClient(aeron)
        client.connect()
        start_corr = client.send(
            codecs.StartRecordingRequest2Encoder,
            var={"channel": CHANNEL},
            stream_id=4009,
            source_location=codecs.SourceLocation.LOCAL,
            auto_stop=codecs.BooleanType.FALSE,
        )
        assert client.await_response(start_corr).code == OK
        publication = aeron.add_exclusive_publication(CHANNEL, 4009)
        client.await_condition(lambda: any(s[3] == START for s in client.signals), "START")
        recording_id = client.signals[0][0]
        for i in range(400):  # ~1.6 MB, far more than the disk holds
            length = 8 + (i * 7919) % 8185
            data = testpattern.message(i, length)
            wait_until(lambda d=data: publication.offer(d) >= 0 or any(s[3] == STOP for s in client.signals),
                       15, f"offer of message {i} (or the recording's STOP)", poll_s=0.0005, work=client.poll)
        client.await_condition(
            lambda: any(s[3] == STOP for s in client.signals), "the failed recording's STOP"
        )
        failure = client.await_response(start_corr)
        assert failure.code == ERROR and "No space left on device" in failure.message, failure
        stop = client.request(codecs.StopPositionRequestEncoder, recording_id=recording_id).relevant_id
        assert 0 < stop < 384 * 1024
        publication.close()
        # still serving: free the space, then record again
        assert client.request(codecs.PurgeRecordingRequestEncoder, recording_id=recording_id).code == OK
        rig = Rig(amd, aeron, client, archive_dir)
        second_id, second_stop, _ = _record(rig, 4010, 20)
        assert second_id == recording_id + 1
        assert (
            client.request(codecs.StopPositionRequestEncoder, recording_id=second_id).relevant_id
            == second_stop
        )
        client.close()


def test_many_recordings_and_replays_at_once_lose_nothing(rig: Rig) -> None:
    """Four streams recorded together (publishers back pressured by the 64 KiB terms), then all four
    replayed at once; every message of every stream comes back in order."""
    client = rig.client
    client.connect()
    streams = [4201, 4202, 4203, 4204]
    subscription_ids = [_start_recording(client, s) for s in streams]
    publications = [rig.aeron.add_exclusive_publication(CHANNEL, s) for s in streams]
    client.await_condition(lambda: sum(1 for s in client.signals if s[3] == START) == 4, "four STARTs")
    by_subscription = {s[1]: s[0] for s in client.signals if s[3] == START}
    recording_ids = [by_subscription[sid] for sid in subscription_ids]
    for i in range(0, 80, 8):
        for publication in publications:
            _publish(rig.aeron, publication, i, 8)
    stops = [p.position for p in publications]
    for recording_id, stop in zip(recording_ids, stops, strict=True):
        wait_until(lambda r=recording_id, s=stop: _recording_position(client, r) >= s, 15,
                   "recordings to catch up")
    for publication in publications:
        publication.close()
    client.await_condition(lambda: sum(1 for s in client.signals if s[3] == STOP) == 4, "four STOPs")
    replays = [_replay(rig, r, 0, -1, 4300 + n)[0] for n, r in enumerate(recording_ids)]
    verifiers = [testpattern.Verifier() for _ in replays]
    assemblers = [
        FragmentAssembler(lambda b, o, n, h, v=v: v.on_message(bytes(b[o : o + n]))) for v in verifiers
    ]

    def poll_replays() -> int:
        return sum(s.poll(a, 64) for s, a in zip(replays, assemblers, strict=True))

    wait_until(lambda: all(v.next_index >= 80 for v in verifiers), 30, "80 messages from each replay",
               poll_s=0.0005, work=poll_replays, detail=lambda: [v.summary() for v in verifiers])
    assert all(v.ok and v.messages == 80 for v in verifiers), [v.summary() for v in verifiers]


REPLICATE, SYNC, REPLICATE_END = 3, 5, 7


@pytest.mark.parametrize("transport", ["ipc", "udp"])
def test_replication_from_another_archive_copies_the_segments_byte_for_byte(
    rig: Rig, tmp_path: Path, transport: str
) -> None:
    """A second archive of ours (local control stream 12, UDP control stream 12 on its own port) holds a
    recording; ours replicates it over IPC, or over UDP with ``localhost:0`` response and replication
    endpoints that the replication resolves from the driver's counters."""
    udp = transport == "udp"
    src_control = f"aeron:udp?endpoint=localhost:{free_udp_port()}"
    src_ctx = Context(
        archive_dir=str(tmp_path / "src-archive"),
        aeron=rig.aeron,
        control_channel=src_control,
        control_stream_id=12,
        local_control_stream_id=12,
        segment_file_length=SEGMENT,
        idle_strategy=SleepingIdleStrategy(200_000),
    )
    with Archive.launch(src_ctx) as src:
        src_client = ControlClient(rig.aeron, response_stream_id=22, control_stream_id=12)
        src_client.connect()
        src_rig = Rig(rig.amd, rig.aeron, src_client, tmp_path / "src-archive")
        src_id, src_stop, _ = _record(src_rig, 4401, 120)
        client = rig.client
        client.connect()
        response = client.request(
            codecs.ReplicateRequest2Encoder,
            var={
                "src_control_channel": src_control if udp else "aeron:ipc",
                "live_destination": "",
                "replication_channel": "aeron:udp?endpoint=localhost:0" if udp else "aeron:ipc",
                "encoded_credentials": b"",
                "src_response_channel": "",
            },
            src_recording_id=src_id,
            dst_recording_id=-1,
            stop_position=-1,
            channel_tag_id=-1,
            subscription_tag_id=-1,
            src_control_stream_id=12,
            file_io_max_length=0,
            replication_session_id=-1,
        )
        assert response.code == OK, response
        replication_id = response.relevant_id
        client.await_condition(
            lambda: any(s[3] == REPLICATE_END for s in client.signals), "REPLICATE_END", 30
        )
        assert src.conductor.errors == 0
    kinds = [s[3] for s in client.signals]
    assert kinds[0] == REPLICATE and SYNC in kinds and kinds[-1] == REPLICATE_END, (
        client.signals,
        client.responses,
    )
    dst_id = client.signals[0][0]
    assert client.request(codecs.StopPositionRequestEncoder, recording_id=dst_id).relevant_id == src_stop
    src_files = index_segment_files(tmp_path / "src-archive")[src_id]
    dst_files = index_segment_files(rig.archive_dir)[dst_id]
    assert len(src_files) == len(dst_files) == src_stop // SEGMENT + 1
    for src_name, dst_name in zip(src_files, dst_files, strict=True):
        assert src_name.split("-")[1] == dst_name.split("-")[1]
        assert (tmp_path / "src-archive" / src_name).read_bytes() == (rig.archive_dir / dst_name).read_bytes()
    assert all(s[0] == dst_id for s in client.signals if s[3] != REPLICATE_END)
    assert replication_id > 0


@dataclass
class FollowingReplica:
    """A replication of a source archive's active recording that follows it live."""

    src_client: ControlClient
    subscription_id: int
    publication: Any
    src_id: int
    replication_id: int


@contextlib.contextmanager
def _following_replica(rig: Rig, tmp_path: Path, stream_id: int) -> Iterator[FollowingReplica]:
    """A second archive of ours (the source) records a live stream; the rig's archive replicates the active
    recording over a UDP replication channel (on IPC the replay could not take the source session id while
    the source publication is still open) and follows it once EXTEND is signalled."""
    src_ctx = Context(
        archive_dir=str(tmp_path / "src-archive"),
        aeron=rig.aeron,
        local_control_stream_id=12,
        segment_file_length=SEGMENT,
        idle_strategy=SleepingIdleStrategy(200_000),
    )
    with Archive.launch(src_ctx):
        src_client = ControlClient(rig.aeron, response_stream_id=22, control_stream_id=12)
        src_client.connect()
        subscription_id = _start_recording(src_client, stream_id)
        publication = rig.aeron.add_exclusive_publication(CHANNEL, stream_id)
        src_client.await_condition(lambda: src_client.signals, "START")
        src_id = src_client.signals[0][0]
        _publish(rig.aeron, publication, 0, 40)
        client = rig.client
        client.connect()
        response = client.request(
            codecs.ReplicateRequest2Encoder,
            var={
                "src_control_channel": "aeron:ipc",
                "live_destination": "",
                "replication_channel": f"aeron:udp?endpoint=127.0.0.1:{free_udp_port()}",
                "encoded_credentials": b"",
                "src_response_channel": "",
            },
            src_recording_id=src_id,
            dst_recording_id=-1,
            stop_position=-1,
            channel_tag_id=-1,
            subscription_tag_id=-1,
            src_control_stream_id=12,
            file_io_max_length=0,
            replication_session_id=-1,
        )
        assert response.code == OK, response
        client.await_condition(
            lambda: any(s[3] in (EXTEND, REPLICATE_END) for s in client.signals), "the replica recording", 30
        )
        assert any(s[3] == EXTEND for s in client.signals), (client.signals, client.responses)
        yield FollowingReplica(src_client, subscription_id, publication, src_id, response.relevant_id)


def test_replication_of_an_active_recording_follows_it_until_it_stops(rig: Rig, tmp_path: Path) -> None:
    client = rig.client
    with _following_replica(rig, tmp_path, 4402) as replica:
        src_client, publication = replica.src_client, replica.publication
        _publish(rig.aeron, publication, 40, 60)  # recorded by the source while the replica follows
        stop = publication.position
        wait_until(
            lambda: _recording_position(src_client, replica.src_id) >= stop, 15, "the source recording"
        )
        publication.close()
        src_client.await_condition(lambda: any(s[3] == STOP for s in src_client.signals), "source STOP")
        src_client.request(
            codecs.StopRecordingSubscriptionRequestEncoder, subscription_id=replica.subscription_id
        )
        client.await_condition(
            lambda: any(s[3] == REPLICATE_END for s in client.signals), "REPLICATE_END", 30
        )
    dst_id = client.signals[0][0]
    assert client.request(codecs.StopPositionRequestEncoder, recording_id=dst_id).relevant_id == stop
    src_files = index_segment_files(tmp_path / "src-archive")[replica.src_id]
    dst_files = index_segment_files(rig.archive_dir)[dst_id]
    assert len(src_files) == len(dst_files)
    for src_name, dst_name in zip(src_files, dst_files, strict=True):
        assert (tmp_path / "src-archive" / src_name).read_bytes() == (rig.archive_dir / dst_name).read_bytes()


def test_a_stopped_replication_ends_without_an_error(rig: Rig, tmp_path: Path) -> None:
    """StopReplication is what the requester asked for: OK to the request, REPLICATE_END, and no error
    response for the replication (Aeron's ReplicationSession.abort sends none; an error there reached the
    cluster's error log as a failure each time an election abandoned a log replication). A second stop
    names an unknown replication, as Aeron's does once the session is gone."""
    client = rig.client
    with _following_replica(rig, tmp_path, 4403) as replica:
        stopped = client.request(codecs.StopReplicationRequestEncoder, replication_id=replica.replication_id)
        assert stopped.code == OK, stopped
        client.await_condition(
            lambda: any(s[3] == REPLICATE_END for s in client.signals), "REPLICATE_END", 30
        )
        again = client.request(codecs.StopReplicationRequestEncoder, replication_id=replica.replication_id)
        assert (again.code, again.relevant_id) == (ERROR, ArchiveErrorCode.UNKNOWN_REPLICATION), again
    assert [r for r in client.responses if r.correlation_id == replica.replication_id] == []


@pytest.mark.parametrize("rig", [{"record_checksum": "crc32c", "replay_checksum": "crc32c"}], indirect=True)
def test_replay_of_a_damaged_segment_reports_file_and_offset(rig: Rig) -> None:
    client = rig.client
    client.connect()
    recording_id, _stop, _ = _record(rig, 4011, 60)
    path = rig.archive_dir / f"{recording_id}-{SEGMENT}.rec"
    data = bytearray(path.read_bytes())
    data[100] ^= 0xFF  # a payload byte of the first frame in the second segment
    path.write_bytes(bytes(data))
    subscription, _ = _replay(rig, recording_id, 0, -1, 4111)
    verifier = testpattern.Verifier()

    def replay_failed() -> bool:
        client.poll()
        return any(r.code == ERROR for r in client.responses)

    _drain(subscription, verifier, replay_failed)
    error = next(r for r in client.responses if r.code == ERROR)
    assert f"CRC checksum mismatch in {recording_id}-{SEGMENT}.rec at offset=0" in error.message, error
    _drain(subscription, verifier, lambda: not subscription.is_connected)
    assert verifier.ok and verifier.messages > 0  # everything before the damage came through intact
    assert client.request(codecs.ArchiveIdRequestEncoder).code == OK
    # a frame header that does not belong at its position
    corrupt = bytearray(path.read_bytes())
    corrupt[0:4] = (7).to_bytes(4, "little")  # a frame length shorter than a header
    path.write_bytes(bytes(corrupt))
    second_subscription, _ = _replay(rig, recording_id, 0, -1, 4112)

    def second_failed() -> bool:
        client.poll()
        return sum(1 for r in client.responses if r.code == ERROR) >= 2

    _drain(second_subscription, testpattern.Verifier(), second_failed)
    second = [r for r in client.responses if r.code == ERROR][1]
    assert f"({recording_id}-{SEGMENT}.rec offset 0)" in second.message, second


@pytest.mark.parametrize("rig", [{"low_storage_space_threshold": 2**62}], indirect=True)
def test_recording_is_refused_when_storage_is_low(rig: Rig) -> None:
    rig.client.connect()
    response = rig.client.request(
        codecs.StartRecordingRequest2Encoder,
        var={"channel": CHANNEL},
        stream_id=4012,
        source_location=codecs.SourceLocation.LOCAL,
        auto_stop=codecs.BooleanType.FALSE,
    )
    assert response.code == ERROR and response.relevant_id == 11
    assert response.message.startswith(f"low storage threshold={2**62} <= usableSpace=")
