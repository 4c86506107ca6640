"""The Replayer agent: runs every ReplaySession's duty cycle and hands finished ones to the conductor.

aeron-archive/src/main/java/io/aeron/archive/Replayer.java at 1.51.0; finished sessions (done, stopped or
failed) are queued so the conductor sends any error response and forgets the replay.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from aeronkit.archive.server.replay_session import ReplaySession, ReplayState


class Replayer:
    def __init__(self, epoch_clock: Callable[[], int]) -> None:
        self.epoch_clock = epoch_clock
        self.sessions: list[ReplaySession] = []
        self.finished: deque[ReplaySession] = deque()

    def role_name(self) -> str:
        return "archive-replayer"

    def on_start(self) -> None:
        pass

    def add(self, session: ReplaySession) -> None:
        self.sessions.append(session)

    def do_work(self) -> int:
        if not self.sessions:
            return 0
        now_ms = self.epoch_clock()
        work = 0
        done = False
        for session in self.sessions:
            work += session.do_work(now_ms)
            done = done or session.state == ReplayState.DONE
        if done:
            keep = []
            for session in self.sessions:
                if session.state == ReplayState.DONE:
                    session.close()
                    self.finished.append(session)
                else:
                    keep.append(session)
            self.sessions = keep
        return work

    def on_close(self) -> None:
        for session in self.sessions:
            session.abort()
            session.close()
        self.sessions = []
