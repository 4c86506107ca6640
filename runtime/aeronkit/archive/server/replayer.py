"""The Replayer agent: runs every ReplaySession's duty cycle and hands finished ones to the conductor.

aeron-archive/src/main/java/io/aeron/archive/Replayer.java at 1.51.0. New sessions arrive on ``commands``
(queued by the conductor's ReplayerProxy); finished sessions (done, stopped or failed) are queued on
``finished`` so the conductor sends any error response and forgets the replay.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from aeronkit.archive.server.replay_session import ReplaySession, ReplayState
from aeronkit.concurrent.command_queue import AGENT_COMMAND_QUEUE_CAPACITY, CommandQueue


class Replayer:
    def __init__(self, epoch_clock: Callable[[], int]) -> None:
        self.epoch_clock = epoch_clock
        self.sessions: list[ReplaySession] = []
        self.commands = CommandQueue(AGENT_COMMAND_QUEUE_CAPACITY)
        self.finished: deque[ReplaySession] = deque()

    def role_name(self) -> str:
        return "archive-replayer"

    def on_start(self) -> None:
        pass

    def on_start_replay(self, session: ReplaySession) -> None:
        """Command from the conductor: replay this session from the next duty cycle on."""
        self.sessions.append(session)

    def do_work(self) -> int:
        work = self.commands.drain(AGENT_COMMAND_QUEUE_CAPACITY)
        if not self.sessions:
            return work
        now_ms = self.epoch_clock()
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
        self.commands.drain(AGENT_COMMAND_QUEUE_CAPACITY)
        for session in self.sessions:
            session.abort()
            session.close()
        self.sessions = []
