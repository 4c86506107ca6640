"""The conductor reaches the Recorder and Replayer only through their proxies and bounded command queues.

A new session is a queued command the agent runs at the top of its next duty cycle (so the conductor never
touches the agent's session list); a full queue refuses the offer and counts it; a stop is the session's
abort flag, seen by the agent on its next cycle. Stepped by hand with doubles: no driver, no threads.
"""

from __future__ import annotations

from typing import Any

from aeronkit.archive.server.recorder import Recorder
from aeronkit.archive.server.recorder_proxy import RecorderProxy
from aeronkit.archive.server.recording_session import RecordingState
from aeronkit.archive.server.replay_session import ReplayState
from aeronkit.archive.server.replayer import Replayer
from aeronkit.archive.server.replayer_proxy import ReplayerProxy
from aeronkit.concurrent.command_queue import AGENT_COMMAND_QUEUE_CAPACITY


class FakeRecording:
    def __init__(self) -> None:
        self.state = RecordingState.RECORDING
        self.cycles = 0

    def do_work(self) -> int:
        self.cycles += 1
        if self.state == RecordingState.STOPPING:
            self.state = RecordingState.DONE
        return 1

    def abort(self) -> None:
        if self.state == RecordingState.RECORDING:
            self.state = RecordingState.STOPPING


def test_the_recorder_gets_a_session_only_through_its_queue_and_hands_it_back_when_stopped() -> None:
    recorder = Recorder()
    proxy = RecorderProxy(recorder)
    session: Any = FakeRecording()
    assert proxy.start_recording(session)
    assert recorder.sessions == [] and len(recorder.commands) == 1  # nothing touched the agent yet
    recorder.do_work()
    assert recorder.sessions == [session] and session.cycles == 1
    proxy.stop_recording(session)
    assert session.state == RecordingState.STOPPING and recorder.sessions == [session]
    recorder.do_work()
    assert recorder.sessions == [] and list(recorder.finished) == [session]


def test_a_full_recorder_queue_refuses_the_session_and_counts_it() -> None:
    recorder = Recorder()
    proxy = RecorderProxy(recorder)
    for _ in range(AGENT_COMMAND_QUEUE_CAPACITY):
        assert proxy.start_recording(FakeRecording())  # type: ignore[arg-type]
    refused: Any = FakeRecording()
    assert not proxy.start_recording(refused)
    assert proxy.failed_offers == 1
    recorder.do_work()
    assert len(recorder.sessions) == AGENT_COMMAND_QUEUE_CAPACITY and refused not in recorder.sessions


class FakeReplay:
    def __init__(self) -> None:
        self.state = ReplayState.REPLAY
        self.closed = False
        self.reason = ""

    def do_work(self, now_ms: int) -> int:
        return 1

    def abort(self, reason: str = "") -> None:
        self.reason = reason
        self.state = ReplayState.DONE

    def close(self) -> None:
        self.closed = True


def test_the_replayer_gets_a_session_only_through_its_queue_and_closes_it_when_stopped() -> None:
    replayer = Replayer(lambda: 0)
    proxy = ReplayerProxy(replayer)
    session: Any = FakeReplay()
    assert proxy.start_replay(session) and replayer.sessions == []
    replayer.do_work()
    assert replayer.sessions == [session]
    proxy.stop_replay(session, "stop replay")
    replayer.do_work()
    assert session.closed and session.reason == "stop replay" and list(replayer.finished) == [session]
    assert proxy.failed_offers == 0


def test_closing_the_agents_finishes_sessions_still_in_their_queues() -> None:
    recorder, replayer = Recorder(), Replayer(lambda: 0)
    recording: Any = FakeRecording()
    replay: Any = FakeReplay()
    RecorderProxy(recorder).start_recording(recording)
    ReplayerProxy(replayer).start_replay(replay)
    recorder.on_close()
    replayer.on_close()
    assert list(recorder.finished) == [recording] and recording.state == RecordingState.DONE
    assert replay.closed and replay.state == ReplayState.DONE
