"""ReplicationSession's requests to the source archive survive a transient offer failure.

A request offered while the source's control publication is back pressured, in an admin action or not yet
connected is kept and offered again each duty cycle (as Aeron's ArchiveProxy retries), and only fails the
replication, with REPLICATION_CONNECTION_FAILURE, once the action timeout has passed or the failure is
not transient. Stepped with doubles: no driver, no clock.
"""

from __future__ import annotations

from typing import Any

import pytest

from aeronkit.archive.codes import ArchiveErrorCode
from aeronkit.archive.server.replication_session import (
    ACTION_TIMEOUT_MS,
    UDP_RESPONSE_CHANNEL,
    ReplicationError,
    ReplicationSession,
    ReplicationState,
    response_channel_for,
)
from aeronkit.codecs import archive as codecs


class Publication:
    def __init__(self, results: list[int]) -> None:
        self.results = results
        self.sent: list[bytes] = []
        self.is_closed = False
        self.is_connected = True

    def offer(self, buffer: Any, offset: int, length: int) -> int:
        result = self.results.pop(0) if self.results else 64
        if result >= 0:
            self.sent.append(bytes(buffer[offset : offset + length]))
        return result

    def close(self) -> None:
        self.is_closed = True


class ControlSession:
    is_done = False

    def __init__(self) -> None:
        self.errors: list[tuple[int, str, int]] = []
        self.signals: list[int] = []

    def send_error(self, correlation_id: int, message: str, code: int) -> None:
        self.errors.append((correlation_id, message, code))

    def send_signal(
        self, correlation_id: int, recording_id: int, sub_id: int, position: int, signal: Any
    ) -> None:
        self.signals.append(int(signal))


class Conductor:
    now_ms = 1_000

    def stop_replication_recording(self, replication: Any) -> None:
        pass

    def report(self, exc: Exception) -> None:
        raise AssertionError(f"unexpected report: {exc}")


def _session(results: list[int]) -> tuple[ReplicationSession, Publication, ControlSession]:
    control = ControlSession()
    session = ReplicationSession(7, control, Conductor(), 1, "aeron:ipc", 10, "aeron:ipc", b"", 10**12)
    publication = Publication(results)
    session._publication = publication
    session.state = ReplicationState.DESCRIPTOR
    return session, publication, control


def _list_request(session: ReplicationSession) -> int:
    return session._send(codecs.ListRecordingRequestEncoder(), {}, recording_id=1)


@pytest.mark.parametrize("transient", [-1, -2, -3])
def test_a_transient_failure_is_retried_until_sent(transient: int) -> None:
    session, publication, control = _session([transient, transient])
    correlation_id = _list_request(session)
    assert publication.sent == []
    assert session.do_work(1_001) == 0  # still failing: nothing else happens
    assert publication.sent == []
    session.do_work(1_002)
    (sent,) = publication.sent
    decoder = codecs.ListRecordingRequestDecoder().wrap(memoryview(sent), 8, len(sent) - 8, 0)
    assert decoder.correlation_id == correlation_id and decoder.recording_id == 1
    assert control.errors == [] and not session.is_done


def test_a_transient_failure_past_the_action_timeout_fails_the_replication() -> None:
    session, _publication, control = _session([-2] * 10)
    _list_request(session)
    session.do_work(1_000 + ACTION_TIMEOUT_MS)
    assert not session.is_done
    session.do_work(1_001 + ACTION_TIMEOUT_MS)
    assert session.is_done
    ((correlation_id, message, code),) = control.errors
    assert correlation_id == 7 and code == ArchiveErrorCode.REPLICATION_CONNECTION_FAILURE
    assert "offer result -2" in message
    assert control.signals[-1] == codecs.RecordingSignal.REPLICATE_END


def test_a_closed_publication_fails_at_once() -> None:
    session, _publication, _control = _session([-4])
    with pytest.raises(ReplicationError) as caught:
        _list_request(session)
    assert caught.value.code == ArchiveErrorCode.REPLICATION_CONNECTION_FAILURE
    assert "offer result -4" in caught.value.message


@pytest.mark.parametrize(
    ("control_channel", "expected"),
    [
        ("aeron:udp?endpoint=10.203.0.2:20101", "aeron:udp?endpoint=10.203.0.2:0"),
        ("aeron:udp?term-length=64k|endpoint=[::1]:8010", "aeron:udp?endpoint=[::1]:0"),
        ("aeron:udp?endpoint=localhost:8010", "aeron:udp?endpoint=localhost:0"),
        (None, UDP_RESPONSE_CHANNEL),
        ("aeron:udp?control-mode=response|control=10.0.0.1:9", UDP_RESPONSE_CHANNEL),
    ],
)
def test_the_response_channel_takes_the_host_of_the_archives_control_endpoint(
    control_channel: str | None, expected: str
) -> None:
    """As Aeron's Archive.Context.conclude derives its replication client's response channel: a source
    archive on another host must be able to answer (a cluster follower's log replication in another
    network namespace never connected while this was always localhost)."""
    assert response_channel_for(control_channel) == expected


class Aeron:
    def __init__(self) -> None:
        self.subscriptions: list[str] = []

    def add_subscription(self, channel: str, stream_id: int) -> object:
        self.subscriptions.append(channel)
        return object()

    def add_exclusive_publication(self, channel: str, stream_id: int) -> Publication:
        return Publication([])


class UdpConductor(Conductor):
    def __init__(self) -> None:
        self.aeron = Aeron()


def test_a_udp_source_answers_on_the_sessions_response_channel() -> None:
    conductor = UdpConductor()
    session = ReplicationSession(
        7, ControlSession(), conductor, 1, "aeron:udp?endpoint=10.203.0.2:20101", 10,
        "aeron:udp?endpoint=10.203.0.3:0", b"", 10**12, response_channel="aeron:udp?endpoint=10.203.0.3:0",
    )
    session._connect(conductor.now_ms)
    assert conductor.aeron.subscriptions == ["aeron:udp?endpoint=10.203.0.3:0"]
    assert session.state is ReplicationState.AWAIT_CONNECT
