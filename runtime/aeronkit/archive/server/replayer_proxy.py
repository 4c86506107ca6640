"""The archive conductor's handle on the Replayer agent: one verb per command.

aeron-archive/src/main/java/io/aeron/archive/DedicatedModeArchiveConductor.java at 1.51.0
(DedicatedModeReplayer): a new replay session travels to the Replayer over a queue, and stopping one is
its ``abort`` flag, which the Replayer reads on its next duty cycle, so a stop can never be refused.
"""

from __future__ import annotations

from functools import partial

from aeronkit.archive.server.replay_session import ReplaySession
from aeronkit.archive.server.replayer import Replayer


class ReplayerProxy:
    def __init__(self, replayer: Replayer) -> None:
        self._replayer = replayer
        self.failed_offers = 0  # offers refused because the agent's queue was full

    def start_replay(self, session: ReplaySession) -> bool:
        """Hand a new session to the Replayer; False when its command queue is full (nothing was queued)."""
        if self._replayer.commands.offer(partial(self._replayer.on_start_replay, session)):
            return True
        self.failed_offers += 1
        return False

    def stop_replay(self, session: ReplaySession, reason: str) -> None:
        """Ask the session to stop; the Replayer closes it and hands it back as finished."""
        session.abort(reason)

