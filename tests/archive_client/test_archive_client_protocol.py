"""Archive client without a driver: requests as bytes, responses laid out as real frames.

Checks the request encodings field by field against the generated decoders (property tests), the
pollers' handling of fragmented, foreign and truncated messages, error codes, signals met while waiting,
descriptor listings, timeouts (with a manual clock) and the one-operation-at-a-time rule.
"""

from __future__ import annotations

import sys
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))
from archive_client_fakes import (
    FakePublication,
    FakeResponseStream,
    control_response,
    descriptor,
    encode,
    signal,
)

from aeronkit.archive.client import (
    PROTOCOL_SEMANTIC_VERSION,
    AeronArchive,
    ArchiveError,
    ArchiveErrorCode,
    ArchiveProxy,
    ArchiveTimeoutError,
    Context,
    ControlResponsePoller,
    RecordingDescriptor,
    RecordingEventsAdapter,
    RecordingSignal,
    RecordingSignalAdapter,
    RecordingSignalEvent,
    ReplayParams,
    ReplicationParams,
    SourceLocation,
)
from aeronkit.archive.client.aeron_archive import with_default_params, with_param
from aeronkit.client.publication import BACK_PRESSURED, CLOSED, NOT_CONNECTED
from aeronkit.clock import ManualClock
from aeronkit.codecs import archive as codecs
from aeronkit.errors import ConfigurationError
from aeronkit.idle import NoOpIdleStrategy

SESSION = 42
I64 = st.integers(-(2**63), 2**63 - 1)
I32 = st.integers(-(2**31), 2**31 - 1)
TEXT = st.text(st.characters(min_codepoint=32, max_codepoint=126), max_size=300)


def _decode(message: bytes, decoder_type: type) -> Any:
    header = codecs.MessageHeaderDecoder().wrap(message, 0)
    assert header.schema_id == codecs.SCHEMA_ID
    assert header.template_id == decoder_type.TEMPLATE_ID
    assert header.version == codecs.SCHEMA_VERSION
    return decoder_type().wrap(message, codecs.HEADER_LENGTH, header.block_length, header.version)


# -- requests ---------------------------------------------------------------------------------------------


@settings(max_examples=60, deadline=None)
@given(channel=TEXT, stream_id=I32, correlation=I64, session=I64, auto_stop=st.booleans())
def test_start_recording_encodes_every_field(
    channel: str, stream_id: int, correlation: int, session: int, auto_stop: bool
) -> None:
    publication = FakePublication()
    proxy = ArchiveProxy(publication)
    assert proxy.start_recording(channel, stream_id, SourceLocation.REMOTE, correlation, session, auto_stop)
    decoder_type = codecs.StartRecordingRequest2Decoder if auto_stop else codecs.StartRecordingRequestDecoder
    d = _decode(publication.sent[0], decoder_type)
    assert (d.control_session_id, d.correlation_id, d.stream_id) == (session, correlation, stream_id)
    assert d.source_location == SourceLocation.REMOTE
    if auto_stop:
        assert d.auto_stop == codecs.BooleanType.TRUE
    assert d.channel == channel


@settings(max_examples=60, deadline=None)
@given(
    recording_id=I64,
    position=I64,
    length=I64,
    stream_id=I32,
    counter=st.one_of(st.just(-1), I32),
    file_io=I32,
    token=I64,
    channel=TEXT,
)
def test_replay_encodes_plain_or_bounded(
    recording_id: int,
    position: int,
    length: int,
    stream_id: int,
    counter: int,
    file_io: int,
    token: int,
    channel: str,
) -> None:
    publication = FakePublication()
    params = ReplayParams(
        position=position,
        length=length,
        bounding_limit_counter_id=counter,
        file_io_max_length=file_io,
        replay_token=token,
    )
    assert ArchiveProxy(publication).replay(recording_id, channel, stream_id, params, 9, SESSION)
    bounded = counter != -1
    d = _decode(
        publication.sent[0], codecs.BoundedReplayRequestDecoder if bounded else codecs.ReplayRequestDecoder
    )
    assert (d.recording_id, d.position, d.length, d.replay_stream_id) == (
        recording_id,
        position,
        length,
        stream_id,
    )
    assert (d.file_io_max_length, d.replay_token) == (file_io, token)
    if bounded:
        assert d.limit_counter_id == counter
    assert d.replay_channel == channel


@settings(max_examples=40, deadline=None)
@given(response=TEXT, stream=I32, credentials=st.binary(max_size=200), name=TEXT)
def test_connect_request_carries_version_credentials_and_client_info(
    response: str, stream: int, credentials: bytes, name: str
) -> None:
    publication = FakePublication()
    supplier = SimpleNamespace(encoded_credentials=lambda: credentials, on_challenge=lambda c: c)
    proxy = ArchiveProxy(publication, credentials_supplier=supplier, client_info=f"name={name}")
    assert proxy.try_connect(response, stream, 77)
    d = _decode(publication.sent[0], codecs.AuthConnectRequestDecoder)
    assert (d.correlation_id, d.response_stream_id, d.version) == (77, stream, PROTOCOL_SEMANTIC_VERSION)
    assert d.response_channel == response
    assert bytes(d.encoded_credentials) == credentials
    assert d.client_info == f"name={name}"


def test_protocol_version_is_1_12_0() -> None:
    assert PROTOCOL_SEMANTIC_VERSION == (1 << 16) | (12 << 8)


def test_replicate_encodes_request2_with_every_param() -> None:
    publication = FakePublication()
    params = ReplicationParams(
        stop_position=4096,
        dst_recording_id=3,
        replication_channel="aeron:udp?endpoint=x:1",
        channel_tag_id=5,
        subscription_tag_id=6,
        file_io_max_length=8192,
        replication_session_id=99,
        encoded_credentials=b"secret",
        src_response_channel="aeron:udp?endpoint=y:2",
    )
    assert ArchiveProxy(publication).replicate(10, 11, "aeron:udp?endpoint=z:3", params, 12, SESSION)
    d = _decode(publication.sent[0], codecs.ReplicateRequest2Decoder)
    assert (d.src_recording_id, d.dst_recording_id, d.stop_position) == (10, 3, 4096)
    assert (d.channel_tag_id, d.subscription_tag_id, d.src_control_stream_id) == (5, 6, 11)
    assert (d.file_io_max_length, d.replication_session_id) == (8192, 99)
    assert d.src_control_channel == "aeron:udp?endpoint=z:3"
    assert d.live_destination == ""
    assert d.replication_channel == "aeron:udp?endpoint=x:1"
    assert bytes(d.encoded_credentials) == b"secret"
    assert d.src_response_channel == "aeron:udp?endpoint=y:2"
    with pytest.raises(ValueError, match="can not be specified together"):
        ArchiveProxy(publication).replicate(
            1, 1, "c", ReplicationParams(live_destination="d", replication_session_id=1), 1, 1
        )


@pytest.mark.parametrize(
    ("method", "args", "decoder", "fields"),
    [
        (
            "stop_recording",
            ("aeron:ipc", 5),
            codecs.StopRecordingRequestDecoder,
            {"stream_id": 5, "channel": "aeron:ipc"},
        ),
        (
            "stop_recording_subscription",
            (88,),
            codecs.StopRecordingSubscriptionRequestDecoder,
            {"subscription_id": 88},
        ),
        (
            "stop_recording_by_identity",
            (3,),
            codecs.StopRecordingByIdentityRequestDecoder,
            {"recording_id": 3},
        ),
        ("get_recording_position", (3,), codecs.RecordingPositionRequestDecoder, {"recording_id": 3}),
        ("get_start_position", (3,), codecs.StartPositionRequestDecoder, {"recording_id": 3}),
        ("get_stop_position", (3,), codecs.StopPositionRequestDecoder, {"recording_id": 3}),
        ("get_max_recorded_position", (3,), codecs.MaxRecordedPositionRequestDecoder, {"recording_id": 3}),
        (
            "truncate_recording",
            (3, 640),
            codecs.TruncateRecordingRequestDecoder,
            {"recording_id": 3, "position": 640},
        ),
        ("purge_recording", (3,), codecs.PurgeRecordingRequestDecoder, {"recording_id": 3}),
        (
            "list_recordings",
            (4, 10),
            codecs.ListRecordingsRequestDecoder,
            {"from_recording_id": 4, "record_count": 10},
        ),
        ("list_recording", (4,), codecs.ListRecordingRequestDecoder, {"recording_id": 4}),
        (
            "list_recordings_for_uri",
            (4, 10, "ipc", 7),
            codecs.ListRecordingsForUriRequestDecoder,
            {"from_recording_id": 4, "record_count": 10, "stream_id": 7, "channel": "ipc"},
        ),
        (
            "find_last_matching_recording",
            (1, "ipc", 7, 9),
            codecs.FindLastMatchingRecordingRequestDecoder,
            {"min_recording_id": 1, "stream_id": 7, "session_id": 9, "channel": "ipc"},
        ),
        ("stop_replay", (2**40 + 5,), codecs.StopReplayRequestDecoder, {"replay_session_id": 2**40 + 5}),
        ("stop_all_replays", (-1,), codecs.StopAllReplaysRequestDecoder, {"recording_id": -1}),
        (
            "detach_segments",
            (3, 65536),
            codecs.DetachSegmentsRequestDecoder,
            {"recording_id": 3, "new_start_position": 65536},
        ),
        (
            "purge_segments",
            (3, 65536),
            codecs.PurgeSegmentsRequestDecoder,
            {"recording_id": 3, "new_start_position": 65536},
        ),
        ("delete_detached_segments", (3,), codecs.DeleteDetachedSegmentsRequestDecoder, {"recording_id": 3}),
        ("attach_segments", (3,), codecs.AttachSegmentsRequestDecoder, {"recording_id": 3}),
        (
            "migrate_segments",
            (3, 4),
            codecs.MigrateSegmentsRequestDecoder,
            {"src_recording_id": 3, "dst_recording_id": 4},
        ),
        ("stop_replication", (12,), codecs.StopReplicationRequestDecoder, {"replication_id": 12}),
        ("request_replay_token", (3,), codecs.ReplayTokenRequestDecoder, {"recording_id": 3}),
        (
            "extend_recording",
            ("aeron:ipc", 5, SourceLocation.LOCAL, 3),
            codecs.ExtendRecordingRequestDecoder,
            {"recording_id": 3, "stream_id": 5, "channel": "aeron:ipc"},
        ),
        (
            "list_recording_subscriptions",
            (0, 5, "ipc", 7, True),
            codecs.ListRecordingSubscriptionsRequestDecoder,
            {"pseudo_index": 0, "subscription_count": 5, "stream_id": 7, "channel": "ipc"},
        ),
    ],
)
def test_each_request_encodes_its_fields(
    method: str, args: tuple[Any, ...], decoder: type, fields: dict[str, Any]
) -> None:
    publication = FakePublication()
    assert getattr(ArchiveProxy(publication), method)(*args, 1234, SESSION)
    d = _decode(publication.sent[0], decoder)
    assert (d.control_session_id, d.correlation_id) == (SESSION, 1234)
    for name, value in fields.items():
        assert getattr(d, name) == value, name


def test_offer_retries_back_pressure_then_gives_up_and_raises_on_fatal_results() -> None:
    retried = FakePublication([BACK_PRESSURED, BACK_PRESSURED])
    assert ArchiveProxy(retried, NoOpIdleStrategy(), retry_attempts=3).keep_alive(SESSION)
    assert len(retried.sent) == 1
    stuck = FakePublication([BACK_PRESSURED] * 5)
    assert not ArchiveProxy(stuck, NoOpIdleStrategy(), retry_attempts=3).keep_alive(SESSION)
    for result, text in ((NOT_CONNECTED, "no longer available"), (CLOSED, "has been closed")):
        with pytest.raises(ArchiveError, match=text):
            ArchiveProxy(FakePublication([result]), NoOpIdleStrategy()).close_session(SESSION)
    with pytest.raises(ValueError, match="retry_attempts"):
        ArchiveProxy(FakePublication(), retry_attempts=0)


# -- pollers ----------------------------------------------------------------------------------------------


def test_poller_reads_one_message_per_poll_and_steps_over_pings() -> None:
    stream = FakeResponseStream()
    stream.append(encode(codecs.PingEncoder, control_session_id=SESSION))
    stream.append(control_response(SESSION, 5, 99))
    stream.append(control_response(SESSION, 6, 100, codecs.ControlResponseCode.ERROR, "bad thing"))
    poller = ControlResponsePoller(stream)
    poller.poll()
    assert poller.is_poll_complete and (poller.correlation_id, poller.relevant_id) == (5, 99)
    assert poller.ping_count == 1
    poller.poll()
    assert poller.code == codecs.ControlResponseCode.ERROR and poller.error_message == "bad thing"
    assert poller.poll() == 0 and not poller.is_poll_complete


def test_poller_reassembles_a_fragmented_response() -> None:
    stream = FakeResponseStream(mtu_payload=64)
    message = "x" * 700
    stream.append(control_response(SESSION, 5, 1, codecs.ControlResponseCode.ERROR, message))
    poller = ControlResponsePoller(stream)
    while not poller.is_poll_complete:
        assert poller.poll() > 0
    assert poller.error_message == message


def test_malformed_messages_are_counted_and_skipped() -> None:
    stream = FakeResponseStream()
    foreign = bytearray(control_response(SESSION, 5))
    foreign[4] = 99  # schema id 99
    stream.append(bytes(foreign))
    stream.append(b"\x01\x02\x03")  # shorter than a message header
    truncated = control_response(SESSION, 6, message="will be cut")
    stream.append(truncated[:20])  # header says block 32, only 12 body bytes
    stream.append(control_response(SESSION, 7, 1))
    seen: list[str] = []
    poller = ControlResponsePoller(stream, on_malformed=seen.append)
    poller.poll()
    assert poller.is_poll_complete and poller.correlation_id == 7
    assert poller.malformed_count == 3 == len(seen)
    assert "schemaId=101, actual=99" in seen[0]


def _archive(
    stream: FakeResponseStream,
    publication: FakePublication | None = None,
    clock: ManualClock | None = None,
    signals: list[RecordingSignalEvent] | None = None,
    errors: list[BaseException] | None = None,
    timeout_ns: int = 1_000_000_000,
) -> AeronArchive:
    clock = clock or ManualClock()
    correlation = iter(range(100, 10_000))
    aeron: Any = SimpleNamespace(
        next_correlation_id=lambda: next(correlation), context=SimpleNamespace(clock=clock)
    )
    ctx = Context(
        aeron=aeron,
        control_request_channel="aeron:ipc",
        control_response_channel="aeron:ipc",
        message_timeout_ns=timeout_ns,
        idle_strategy=NoOpIdleStrategy(),
        recording_signal_consumer=signals.append if signals is not None else None,
        error_handler=errors.append if errors is not None else None,
    )
    proxy = ArchiveProxy(publication or FakePublication(), NoOpIdleStrategy())
    return AeronArchive(ctx, ControlResponsePoller(stream), proxy, SESSION, 1)


def test_sync_call_skips_other_sessions_and_correlations_and_dispatches_signals() -> None:
    stream = FakeResponseStream()
    signals: list[RecordingSignalEvent] = []
    errors: list[BaseException] = []
    archive = _archive(stream, signals=signals, errors=errors)
    stream.append(control_response(SESSION + 1, 100, 555))  # another session
    stream.append(signal(SESSION, 8, codecs.RecordingSignal.START))
    stream.append(control_response(SESSION, 99, 3, codecs.ControlResponseCode.ERROR, "old request failed"))
    stream.append(control_response(SESSION, 100, 4096))
    assert archive.get_stop_position(8) == 4096
    assert [(s.recording_id, s.signal) for s in signals] == [(8, RecordingSignal.START)]
    assert len(errors) == 1 and isinstance(errors[0], ArchiveError) and errors[0].correlation_id == 99


def test_error_response_raises_with_the_archive_code() -> None:
    stream = FakeResponseStream()
    archive = _archive(stream)
    stream.append(
        control_response(
            SESSION,
            100,
            ArchiveErrorCode.UNKNOWN_RECORDING,
            codecs.ControlResponseCode.ERROR,
            "unknown recording id: 8",
        )
    )
    with pytest.raises(ArchiveError, match="unknown recording id: 8") as error:
        archive.get_stop_position(8)
    assert error.value.error_code == ArchiveErrorCode.UNKNOWN_RECORDING
    assert error.value.correlation_id == 100
    assert "UNKNOWN_RECORDING" in str(error.value)


def test_try_stop_treats_unknown_subscription_as_false() -> None:
    stream = FakeResponseStream()
    archive = _archive(stream)
    stream.append(
        control_response(
            SESSION,
            100,
            ArchiveErrorCode.UNKNOWN_SUBSCRIPTION,
            codecs.ControlResponseCode.ERROR,
            "unknown subscription",
        )
    )
    assert archive.try_stop_recording_subscription(5) is False
    stream.append(control_response(SESSION, 101, 0))
    assert archive.try_stop_recording_subscription(5) is True


def test_timeout_names_the_request_and_the_timeout() -> None:
    stream = FakeResponseStream()
    clock = ManualClock()
    archive = _archive(stream, clock=clock, timeout_ns=250_000_000)
    operation = archive.async_get_recording_position(3)
    assert operation.poll() is False
    clock.advance(250_000_001)
    with pytest.raises(
        ArchiveTimeoutError, match=r"get recording position - correlationId=100 messageTimeout=250ms"
    ):
        operation.poll()
    # The session is free for the next request.
    stream.append(control_response(SESSION, 101, 77))
    assert archive.get_recording_position(3) == 77


def test_one_operation_at_a_time_and_disconnect_detected() -> None:
    stream = FakeResponseStream()
    archive = _archive(stream)
    operation = archive.async_get_start_position(1)
    with pytest.raises(ArchiveError, match=r"get start position .* is still in progress"):
        archive.async_get_stop_position(1)
    stream.append(control_response(SESSION, 100, 0))
    assert operation.poll() and operation.result == 0
    stream.is_connected = False
    with pytest.raises(ArchiveError, match="response channel from archive is not connected"):
        archive.get_stop_position(1)
    assert archive.state.name == "DISCONNECTED"
    with pytest.raises(ArchiveError, match="not connected"):
        archive.get_stop_position(1)
    assert archive.state.name == "CLOSED"


def test_listing_collects_descriptors_until_count_or_unknown() -> None:
    stream = FakeResponseStream(mtu_payload=100)  # descriptors arrive fragmented
    archive = _archive(stream)
    stream.append(descriptor(SESSION, 99, 1))  # an older listing: ignored
    stream.append(descriptor(SESSION, 100, 2, channel="aeron:ipc?alias=" + "a" * 300))
    stream.append(signal(SESSION, 2, codecs.RecordingSignal.STOP))
    stream.append(descriptor(SESSION, 100, 3))
    stream.append(control_response(SESSION, 100, 4, codecs.ControlResponseCode.RECORDING_UNKNOWN))
    found: list[RecordingDescriptor] = []
    assert archive.list_recordings(0, 10, found.append) == 2
    assert [d.recording_id for d in found] == [2, 3]
    assert found[0].original_channel.endswith("a" * 300)
    assert (found[1].term_buffer_length, found[1].stream_id, found[1].stop_position) == (65536, 1001, 4096)
    stream.append(descriptor(SESSION, 101, 5))
    stream.append(descriptor(SESSION, 101, 6))
    assert [d.recording_id for d in archive.recording_descriptors(0, 1)] == [5]


def test_listing_error_raises() -> None:
    stream = FakeResponseStream()
    archive = _archive(stream)
    stream.append(
        control_response(
            SESSION,
            100,
            ArchiveErrorCode.ACTIVE_LISTING,
            codecs.ControlResponseCode.ERROR,
            "active listing already in progress",
        )
    )
    with pytest.raises(ArchiveError) as error:
        archive.recording_descriptors()
    assert error.value.error_code == ArchiveErrorCode.ACTIVE_LISTING


def test_recording_subscriptions_listing() -> None:
    stream = FakeResponseStream()
    archive = _archive(stream)
    for sub_id in (7, 8):
        stream.append(
            encode(
                codecs.RecordingSubscriptionDescriptorEncoder,
                {"stripped_channel": "aeron:ipc"},
                control_session_id=SESSION,
                correlation_id=100,
                subscription_id=sub_id,
                stream_id=1001,
            )
        )
    stream.append(control_response(SESSION, 100, 0, codecs.ControlResponseCode.SUBSCRIPTION_UNKNOWN))
    subscriptions = archive.recording_subscriptions()
    assert [(s.subscription_id, s.stream_id, s.stripped_channel) for s in subscriptions] == [
        (7, 1001, "aeron:ipc"),
        (8, 1001, "aeron:ipc"),
    ]


def test_poll_for_signals_and_errors() -> None:
    stream = FakeResponseStream()
    signals: list[RecordingSignalEvent] = []
    archive = _archive(stream, signals=signals)
    assert archive.poll_for_recording_signals() == 0
    stream.append(signal(SESSION, 4, codecs.RecordingSignal.EXTEND, 640))
    assert archive.poll_for_recording_signals() == 1
    assert signals[0].position == 640 and signals[0].signal == RecordingSignal.EXTEND
    stream.append(control_response(SESSION, 5, 2, codecs.ControlResponseCode.ERROR, "async failure"))
    assert archive.poll_for_error_response() == "async failure"
    stream.append(control_response(SESSION, 6, 2, codecs.ControlResponseCode.ERROR, "raised"))
    with pytest.raises(ArchiveError, match="raised"):
        archive.check_for_error_response()


def test_signal_adapter_hands_over_responses_and_signals_of_its_session() -> None:
    stream = FakeResponseStream()
    responses: list[Any] = []
    signals: list[RecordingSignalEvent] = []
    adapter = RecordingSignalAdapter(SESSION, responses.append, signals.append, stream)
    stream.append(signal(SESSION + 1, 1, codecs.RecordingSignal.START))
    stream.append(signal(SESSION, 2, codecs.RecordingSignal.REPLICATE_END))
    stream.append(control_response(SESSION, 9, 3))
    while stream.remaining:
        adapter.poll()
    assert [s.recording_id for s in signals] == [2]
    assert [(r.correlation_id, r.relevant_id) for r in responses] == [(9, 3)]


def test_recording_events_adapter_decodes_started_progress_stopped() -> None:
    stream = FakeResponseStream()
    events: list[tuple[Any, ...]] = []
    listener = SimpleNamespace(
        on_start=lambda *a: events.append(("start", *a)),
        on_progress=lambda *a: events.append(("progress", *a)),
        on_stop=lambda *a: events.append(("stop", *a)),
    )
    adapter = RecordingEventsAdapter(listener, stream)
    stream.append(
        encode(
            codecs.RecordingStartedEncoder,
            {"channel": "aeron:ipc", "source_identity": "src"},
            recording_id=1,
            start_position=0,
            session_id=5,
            stream_id=6,
        )
    )
    stream.append(encode(codecs.RecordingProgressEncoder, recording_id=1, start_position=0, position=4096))
    stream.append(b"\x00" * 4)
    stream.append(
        encode(codecs.RecordingStoppedEncoder, recording_id=1, start_position=0, stop_position=8192)
    )
    assert adapter.poll() == 4
    assert events == [
        ("start", 1, 0, 5, 6, "aeron:ipc", "src"),
        ("progress", 1, 0, 4096),
        ("stop", 1, 0, 8192),
    ]
    assert adapter.malformed_count == 1


# -- configuration ----------------------------------------------------------------------------------------


def test_context_requires_channels_and_valid_settings() -> None:
    aeron: Any = SimpleNamespace()
    with pytest.raises(ConfigurationError, match=r"^aeron\.archive\.control\.channel=None: must be set$"):
        Context(aeron=aeron, control_response_channel="aeron:ipc").conclude()
    retries = r"^aeron\.archive\.message\.retry\.attempts=0: must be > 0$"
    with pytest.raises(ConfigurationError, match=retries):
        Context(
            aeron=aeron,
            control_request_channel="aeron:ipc",
            control_response_channel="aeron:ipc",
            message_retry_attempts=0,
        ).conclude()
    name = r"^aeron\.archive\.client\.name='n{101}': must be at most 100 characters"
    with pytest.raises(ConfigurationError, match=name):
        Context(
            aeron=aeron,
            control_request_channel="aeron:ipc",
            control_response_channel="aeron:ipc",
            client_name="n" * 101,
        ).conclude()


def test_context_applies_control_defaults_and_one_session_id() -> None:
    ctx = Context(
        aeron=SimpleNamespace(),
        control_request_channel="aeron:ipc",  # type: ignore[arg-type]
        control_response_channel="aeron:udp?endpoint=127.0.0.1:9000|mtu=4096",
    ).conclude()
    assert ctx.control_request_stream_id == 10 and ctx.control_response_stream_id == 20
    assert ctx.message_timeout_ns == 10_000_000_000 and ctx.message_retry_attempts == 3
    request = dict(p.split("=") for p in (ctx.control_request_channel or "").split("?")[1].split("|"))
    response = dict(p.split("=") for p in (ctx.control_response_channel or "").split("?")[1].split("|"))
    assert request["term-length"] == "65536" and request["sparse"] == "true" and request["mtu"] == "1408"
    assert response["mtu"] == "4096"  # kept
    assert request["session-id"] == response["session-id"]


def test_channel_param_helpers() -> None:
    assert with_param("aeron:ipc", "session-id", "5") == "aeron:ipc?session-id=5"
    assert with_param("aeron:ipc?session-id=4|a=b", "session-id", "5") == "aeron:ipc?a=b|session-id=5"
    assert (
        with_default_params("aeron:ipc?mtu=8k", mtu="1408", term_length="64k")
        == "aeron:ipc?mtu=8k|term-length=64k"
    )
