"""The Recorder agent: runs every active RecordingSession's duty cycle and hands finished ones back.

aeron-archive/src/main/java/io/aeron/archive/Recorder.java at 1.51.0 is a SessionWorker over recording
sessions. New sessions arrive on ``commands`` (queued by the conductor's RecorderProxy); sessions that
finish are queued on ``finished`` for the conductor, which updates the catalog, closes the position
counter and signals STOP (the conductor owns the catalog, the recorder only owns file writes).
"""

from __future__ import annotations

from collections import deque

from aeronkit.archive.server.recording_session import RecordingSession, RecordingState
from aeronkit.concurrent.command_queue import AGENT_COMMAND_QUEUE_CAPACITY, CommandQueue


class Recorder:
    def __init__(self) -> None:
        self.sessions: list[RecordingSession] = []
        self.commands = CommandQueue(AGENT_COMMAND_QUEUE_CAPACITY)
        self.finished: deque[RecordingSession] = deque()

    def role_name(self) -> str:
        return "archive-recorder"

    def on_start(self) -> None:
        pass

    def on_start_recording(self, session: RecordingSession) -> None:
        """Command from the conductor: record this session from the next duty cycle on."""
        self.sessions.append(session)

    def do_work(self) -> int:
        work = self.commands.drain(AGENT_COMMAND_QUEUE_CAPACITY)
        done = False
        for session in self.sessions:
            work += session.do_work()
            if session.state == RecordingState.DONE:
                done = True
        if done:
            keep = []
            for session in self.sessions:
                if session.state == RecordingState.DONE:
                    self.finished.append(session)
                else:
                    keep.append(session)
            self.sessions = keep
        return work

    def on_close(self) -> None:
        self.commands.drain(AGENT_COMMAND_QUEUE_CAPACITY)
        for session in self.sessions:
            session.abort()
            session.do_work()
            self.finished.append(session)
        self.sessions = []
