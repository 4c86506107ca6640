"""The archive's agents stepped by hand with a ManualClock: control session state machine and timers,
recording sessions writing segments, the Context's settings, and an INVOKER-mode archive whose
conductor is driven one duty cycle at a time."""

from __future__ import annotations

import re
import struct
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from aeronkit import config
from aeronkit.archive.mark_file import ArchiveMarkFile
from aeronkit.archive.segment import SegmentWriter
from aeronkit.archive.server import Archive, Authenticator, Context
from aeronkit.archive.server.control_response_proxy import ControlResponseProxy
from aeronkit.archive.server.control_session import ControlSession, State
from aeronkit.archive.server.recording_session import RecordingSession, RecordingState
from aeronkit.clock import ManualClock
from aeronkit.codecs import archive as codecs
from aeronkit.errors import ConfigurationError

# -- fakes ------------------------------------------------------------------------------------------------


@dataclass
class FakePublication:
    connected: bool = False
    back_pressured: bool = False
    sent: list[bytes] = field(default_factory=list)
    is_closed: bool = False

    @property
    def is_connected(self) -> bool:
        return self.connected

    def offer(self, data: Any, offset: int = 0, length: int | None = None) -> int:
        if not self.connected:
            return -1
        if self.back_pressured:
            return -2
        self.sent.append(bytes(memoryview(data)[offset : offset + (length or len(data))]))
        return 1024 * len(self.sent)

    def close(self) -> None:
        self.is_closed = True


class FakeAeron:
    def __init__(self) -> None:
        self.publication = FakePublication()

    def add_exclusive_publication(self, channel: str, stream_id: int) -> FakePublication:
        return self.publication


class FakeConductor:
    def __init__(self, authenticator: Authenticator | None = None) -> None:
        self.ctx = Context(
            connect_timeout_ms=5_000,
            session_liveness_check_interval_ms=1_000,
            authenticator=authenticator or Authenticator(),
        )
        self.aeron = FakeAeron()
        self.errors: list[BaseException] = []

    def report(self, error: BaseException) -> None:
        self.errors.append(error)


def _decode(message: bytes) -> tuple[int, Any]:
    template_id = struct.unpack_from("<H", message, 2)[0]
    if template_id == codecs.ControlResponseDecoder.TEMPLATE_ID:
        return template_id, codecs.ControlResponseDecoder().wrap_with_header(message, 0)
    if template_id == codecs.PingDecoder.TEMPLATE_ID:
        return template_id, codecs.PingDecoder().wrap_with_header(message, 0)
    return template_id, None


def _session(conductor: FakeConductor, clock: ManualClock, invalid: str | None = None) -> ControlSession:
    return ControlSession(
        77, 5, 20, "aeron:ipc", 1, conductor, ControlResponseProxy(), invalid, clock.time_ms()
    )


# -- control session ----------------------------------------------------------------------------------------


def test_control_session_connects_authenticates_and_resends_every_200_ms() -> None:
    clock = ManualClock()
    conductor = FakeConductor()
    session = _session(conductor, clock)
    publication = conductor.aeron.publication
    session.do_work(clock.time_ms())
    assert session.state == State.CONNECTING
    session.do_work(clock.time_ms())
    assert session.state == State.CONNECTING
    publication.connected = True
    session.do_work(clock.time_ms())
    assert session.state == State.CONNECTED
    session.do_work(clock.time_ms())  # default authenticator: straight in
    assert session.state == State.AUTHENTICATED
    session.do_work(clock.time_ms())
    assert len(publication.sent) == 1
    _tid, ok = _decode(publication.sent[0])
    assert (ok.code, ok.relevant_id, ok.correlation_id) == (codecs.ControlResponseCode.OK, 77, 5)
    clock.advance_ms(200)
    session.do_work(clock.time_ms())
    assert len(publication.sent) == 1  # not yet: strictly after 200 ms
    clock.advance_ms(1)
    session.do_work(clock.time_ms())
    assert len(publication.sent) == 2
    assert session.on_request(clock.time_ms()) and session.state == State.ACTIVE


def test_active_session_pings_each_liveness_interval_and_queues_in_order() -> None:
    clock = ManualClock()
    conductor = FakeConductor()
    session = _session(conductor, clock)
    publication = conductor.aeron.publication
    publication.connected = True
    for _ in range(4):
        session.do_work(clock.time_ms())
    session.on_request(clock.time_ms())
    publication.sent.clear()
    clock.advance_ms(1_000)
    session.do_work(clock.time_ms())
    assert [_decode(m)[0] for m in publication.sent] == [codecs.PingDecoder.TEMPLATE_ID]
    publication.back_pressured = True
    session.send_ok(10, 1)
    session.send_ok(11, 2)
    assert len(session.queue) == 2
    publication.back_pressured = False
    session.do_work(clock.time_ms())
    assert [_decode(m)[1].correlation_id for m in publication.sent[1:]] == [10, 11]


def test_session_that_cannot_send_for_the_connect_timeout_is_aborted() -> None:
    clock = ManualClock()
    conductor = FakeConductor()
    session = _session(conductor, clock)
    publication = conductor.aeron.publication
    publication.connected = True
    for _ in range(4):
        session.do_work(clock.time_ms())
    session.on_request(clock.time_ms())
    publication.back_pressured = True
    session.send_ok(10, 1)
    session.do_work(clock.time_ms())
    clock.advance_ms(5_000)
    session.do_work(clock.time_ms())
    assert session.state == State.ACTIVE
    clock.advance_ms(1)
    session.do_work(clock.time_ms())
    assert session.is_done and "connectTimeoutMs=5000" in (session.abort_reason or "")


def test_session_never_connected_times_out() -> None:
    clock = ManualClock()
    conductor = FakeConductor()
    session = _session(conductor, clock)
    session.do_work(clock.time_ms())
    clock.advance_ms(5_001)
    session.do_work(clock.time_ms())
    assert (
        session.is_done and session.abort_reason == "failed to establish initial connection: state=CONNECTING"
    )


def test_invalid_version_is_answered_every_200_ms_and_never_activates() -> None:
    clock = ManualClock()
    conductor = FakeConductor()
    session = _session(conductor, clock, invalid="invalid client version 2.0.0, archive is 1.12.0")
    conductor.aeron.publication.connected = True
    for _ in range(6):
        session.do_work(clock.time_ms())
        clock.advance_ms(201)
    messages = [_decode(m)[1] for m in conductor.aeron.publication.sent]
    assert len(messages) >= 2
    assert {(m.code, m.error_message) for m in messages} == {
        (codecs.ControlResponseCode.ERROR, "invalid client version 2.0.0, archive is 1.12.0")
    }
    assert session.state == State.CONNECTED and not session.on_request(clock.time_ms())


# -- recording session -------------------------------------------------------------------------------------


class FakeImage:
    """Hands out prepared blocks of frames through block_poll, then reports end of stream."""

    def __init__(self, term: bytearray, blocks: list[tuple[int, int]]) -> None:
        self.term = term
        self.blocks = blocks
        self.subscription_registration_id = 9
        self.is_closed = False
        self.is_end_of_stream = False

    def block_poll(self, handler: Any, limit: int) -> int:
        if not self.blocks:
            self.is_end_of_stream = True
            return 0
        offset, length = self.blocks.pop(0)
        handler(self.term, offset, length, 1, 0)
        return length


class FakeCounter:
    def __init__(self) -> None:
        self.value = -1

    def set(self, value: int) -> None:
        self.value = value


def _frames(count: int, payload: int) -> bytearray:
    term = bytearray(64 * 1024)
    frame = 32 + payload
    aligned = (frame + 31) & ~31
    for i in range(count):
        offset = i * aligned
        struct.pack_into("<iBBHiiiiq", term, offset, frame, 0, 0xC0, 1, offset, 1, 7, 0, i)
        term[offset + 32 : offset + 32 + payload] = bytes([i & 0xFF]) * payload
    return term


@pytest.mark.parametrize("sync_level", [0, 2])
def test_recording_session_writes_blocks_then_publishes_the_position(tmp_path: Path, sync_level: int) -> None:
    term = _frames(8, 100)
    image = FakeImage(term, [(0, 4 * 160), (4 * 160, 4 * 160)])
    writer = SegmentWriter(tmp_path, 3, 0, 0, 64 * 1024, 64 * 1024, file_sync_level=sync_level)
    counter = FakeCounter()
    session = RecordingSession(3, image, writer, counter, 64 * 1024)
    assert session.do_work() == 1 and counter.value == 640
    assert (tmp_path / "3-0.rec").read_bytes()[:640] == bytes(term[:640])  # visible before the next block
    session.do_work()
    assert counter.value == 1280 and session.position == 1280
    session.do_work()
    assert session.state == RecordingState.DONE
    session.close()
    data = (tmp_path / "3-0.rec").read_bytes()
    assert len(data) == 64 * 1024 and data[:1280] == bytes(term[:1280])


def test_recording_session_stops_on_abort_and_on_write_errors(tmp_path: Path) -> None:
    image = FakeImage(_frames(2, 40), [(0, 160)])
    writer = SegmentWriter(tmp_path, 4, 0, 0, 64 * 1024, 64 * 1024)
    session = RecordingSession(4, image, writer, FakeCounter(), 64 * 1024)
    session.abort()
    session.do_work()
    assert session.state == RecordingState.DONE and session.position == 0
    broken = FakeImage(bytearray(64), [(0, 100)])  # a block past the end of its term
    session = RecordingSession(4, broken, writer, FakeCounter(), 64 * 1024)
    session.do_work()
    assert session.state == RecordingState.DONE and isinstance(session.error, ValueError)
    writer.close()


# -- context ------------------------------------------------------------------------------------------------


def test_context_reads_aeron_properties_and_names_bad_ones() -> None:
    try:
        config.set_property("aeron.archive.segment.file.length", "256k")
        config.set_property("aeron.archive.max.concurrent.replays", "3")
        config.set_property("aeron.archive.record.checksum", "io.aeron.archive.checksum.Crc32c")
        ctx = Context().conclude()
        assert ctx.segment_file_length == 256 * 1024 and ctx.max_concurrent_replays == 3
        assert ctx.record_checksum_impl is not None and ctx.record_checksum_impl.name == "crc32c"
        config.set_property("aeron.archive.segment.file.length", "100k")
        with pytest.raises(ConfigurationError, match=re.escape("aeron.archive.segment.file.length")):
            Context().conclude()
        config.clear_properties()
        with pytest.raises(ConfigurationError, match=re.escape("aeron.archive.threading.mode")):
            Context(threading_mode="FAST").conclude()
        with pytest.raises(ConfigurationError, match=re.escape("aeron.archive.file.sync.level")):
            Context(file_sync_level=3).conclude()
        with pytest.raises(ConfigurationError, match=re.escape("aeron.archive.replay.checksum")):
            Context(replay_checksum="md5").conclude()
    finally:
        config.clear_properties()


def test_invoker_archive_steps_its_conductor_with_a_manual_clock(tmp_path: Path) -> None:
    from aeronkit.driver.media_driver import Context as DriverContext
    from aeronkit.driver.media_driver import MediaDriver

    clock = ManualClock(epoch_offset_ms=1_800_000_000_000)
    driver_ctx = DriverContext(
        aeron_dir=str(tmp_path / "aeron"), dir_delete_on_start=True, threading_mode="SHARED"
    )
    with MediaDriver.launch(driver_ctx):
        ctx = Context(
            archive_dir=str(tmp_path / "archive"),
            aeron_dir=str(tmp_path / "aeron"),
            threading_mode="INVOKER",
            epoch_clock=clock.time_ms,
        )
        with Archive.launch(ctx) as archive:
            assert archive.invoker is not None
            archive.invoker.invoke()
            first = archive.mark_file.activity_timestamp
            clock.advance_ms(999)
            archive.invoker.invoke()
            assert archive.mark_file.activity_timestamp == first
            clock.advance_ms(1)
            archive.invoker.invoke()
            assert archive.mark_file.activity_timestamp == first + 1_000
        with ArchiveMarkFile.open(tmp_path / "archive") as mark:
            assert mark.activity_timestamp == -1  # orderly close: a successor may start at once
