"""The archive conductor's handle on the Recorder agent: one verb per command.

aeron-archive/src/main/java/io/aeron/archive/DedicatedModeArchiveConductor.java at 1.51.0
(DedicatedModeRecorder): a new recording session travels to the Recorder over a queue, and stopping one
is its ``abort`` flag, which the Recorder reads on its next duty cycle (Java's volatile abort), so a stop
can never be refused.
"""

from __future__ import annotations

from functools import partial

from aeronkit.archive.server.recorder import Recorder
from aeronkit.archive.server.recording_session import RecordingSession


class RecorderProxy:
    def __init__(self, recorder: Recorder) -> None:
        self._recorder = recorder
        self.failed_offers = 0  # offers refused because the agent's queue was full

    def start_recording(self, session: RecordingSession) -> bool:
        """Hand a new session to the Recorder; False when its command queue is full (nothing was queued)."""
        if self._recorder.commands.offer(partial(self._recorder.on_start_recording, session)):
            return True
        self.failed_offers += 1
        return False

    def stop_recording(self, session: RecordingSession) -> None:
        """Ask the session to stop; the Recorder hands it back as finished once it has."""
        session.abort()

