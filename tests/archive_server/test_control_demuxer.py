"""Property tests: any bytes on the control channel leave the archive serving. Messages naming a known
control session are either dispatched or answered with an ERROR; nothing raises out of the demuxer."""

from __future__ import annotations

import struct
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from aeronkit.archive.server.control_session_demuxer import ControlSessionDemuxer
from aeronkit.codecs import archive as codecs

SESSION_ID = 4242
_HEADER = struct.Struct("<HHHH")


class FakeSession:
    def __init__(self) -> None:
        self.errors: list[tuple[int, str]] = []
        self.oks: list[int] = []
        self.control_session_id = SESSION_ID

    def on_request(self, now_ms: int) -> bool:
        return True

    def send_error(self, correlation_id: int, message: str, code: int = 0) -> None:
        self.errors.append((correlation_id, message))

    def send_ok(self, correlation_id: int, relevant_id: int = 0) -> None:
        self.oks.append(correlation_id)

    def on_challenge_response(self, correlation_id: int, credentials: bytes, now_ms: int) -> None:
        self.oks.append(correlation_id)


class FakeConductor:
    """Records every request the demuxer hands over (any method name) and every reported error."""

    def __init__(self) -> None:
        self.session = FakeSession()
        self.sessions = {SESSION_ID: self.session}
        self.now_ms = 0
        self.calls: list[str] = []
        self.reported: list[BaseException] = []
        self.ctx = type("Ctx", (), {"archive_id": 7})()

    def report(self, error: BaseException) -> None:
        self.reported.append(error)

    def __getattr__(self, name: str) -> Any:
        def record(*args: Any) -> None:
            self.calls.append(name)

        return record


TEMPLATES = [
    1,
    2,
    3,
    4,
    5,
    6,
    7,
    8,
    9,
    10,
    11,
    12,
    13,
    14,
    15,
    16,
    17,
    18,
    19,
    50,
    51,
    52,
    53,
    54,
    55,
    56,
    57,
    58,
    60,
    61,
    62,
    63,
    64,
    65,
    66,
    67,
    68,
    104,
    105,
    107,
    9999,
]


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=200))
def test_any_bytes_never_raise(data: bytes) -> None:
    conductor = FakeConductor()
    ControlSessionDemuxer(conductor).on_message(data, 0, len(data), 1)


@settings(max_examples=400, deadline=None)
@given(
    template_id=st.sampled_from(TEMPLATES),
    block_length=st.integers(0, 80),
    version=st.integers(0, 20),
    correlation_id=st.integers(-(2**63), 2**63 - 1),
    tail=st.binary(max_size=120),
)
def test_requests_for_a_known_session_are_dispatched_or_answered(
    template_id: int, block_length: int, version: int, correlation_id: int, tail: bytes
) -> None:
    conductor = FakeConductor()
    message = (
        _HEADER.pack(block_length, template_id, codecs.SCHEMA_ID, version)
        + struct.pack("<qq", SESSION_ID, correlation_id)
        + tail
    )
    ControlSessionDemuxer(conductor).on_message(b"\x00" * 3 + message, 3, len(message), 1)
    session = conductor.session
    connect = template_id in (
        codecs.AuthConnectRequestDecoder.TEMPLATE_ID,
        codecs.ConnectRequestDecoder.TEMPLATE_ID,
    )
    handled = len(conductor.calls) + len(session.oks) + len(session.errors)
    if template_id == codecs.KeepAliveRequestDecoder.TEMPLATE_ID:
        handled += not session.errors  # a keepalive only marks the session active: no answer
    if connect:
        assert handled <= 1
    else:
        assert handled == 1, (template_id, block_length, conductor.calls, session.errors)
        if session.errors:
            assert session.errors[0][0] == correlation_id
            assert session.errors[0][1].startswith("malformed control request")
            assert conductor.reported


class ReplayCapture(FakeConductor):
    def __init__(self) -> None:
        super().__init__()
        self.replays: list[tuple[Any, ...]] = []

    def start_replay(self, *args: Any) -> None:
        self.replays.append(args)


@given(file_io_max_length=st.one_of(st.just(-1), st.integers(-(2**31), 0), st.integers(1, 2**31 - 1)))
def test_file_io_max_length_at_or_below_zero_means_the_archive_default(file_io_max_length: int) -> None:
    """Aeron's client sends NULL_VALUE (-1) when unset; reading it as a length capped replays at one MTU."""
    buffer = bytearray(256)
    enc = codecs.ReplayRequestEncoder().wrap_and_apply_header(buffer)
    enc.control_session_id = SESSION_ID
    enc.correlation_id = 5
    enc.recording_id = 1
    enc.position = 0
    enc.length = -1
    enc.replay_stream_id = 101
    enc.file_io_max_length = file_io_max_length
    enc.put_replay_channel("aeron:ipc")
    conductor = ReplayCapture()
    ControlSessionDemuxer(conductor).on_message(bytes(buffer), 0, 8 + enc.encoded_length, 1)
    assert len(conductor.replays) == 1
    expected = file_io_max_length if file_io_max_length > 0 else None
    assert conductor.replays[0][-1] == expected
