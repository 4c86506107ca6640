"""One recording: an image's frames copied block by block into ``{recordingId}-{base}.rec`` segment files.

Follows aeron-archive/src/main/java/io/aeron/archive/{RecordingSession,RecordingWriter}.java at 1.51.0:
``Image.block_poll`` hands whole frames (at most ``min(term length, file io max length)`` bytes) to the
segment writer of the archive format modules, the recorded position is published to the RecordingPos
counter only after the bytes are in the file (written unbuffered to the kernel, and forced to disk per
the file sync level), so a position another process has seen survives a SIGKILL of the archive.
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING, Any

from aeronkit.archive.segment import SegmentWriter

if TYPE_CHECKING:
    from aeronkit.archive.server.recording_events_proxy import RecordingEventsProxy
    from aeronkit.client.counter import Counter


class RecordingState(enum.Enum):
    RECORDING = 1
    STOPPING = 2
    DONE = 3


class RecordingSession:
    """Records one image. ``do_work`` is called by the Recorder; ``abort`` comes from the conductor."""

    def __init__(
        self,
        recording_id: int,
        image: Any,
        writer: SegmentWriter,
        position_counter: Counter,
        block_length_limit: int,
        events: RecordingEventsProxy | None = None,
        start_position: int = 0,
    ) -> None:
        self.recording_id = recording_id
        self.image = image
        self.writer = writer
        self.position_counter = position_counter
        self.block_length_limit = block_length_limit
        self.events = events
        self.start_position = start_position
        self.state = RecordingState.RECORDING
        self.error: BaseException | None = None
        self.subscription_id = image.subscription_registration_id
        self._position = writer.position
        self._progress_reported = self._position

    @property
    def position(self) -> int:
        """Recorded position: every byte before it is in the segment files."""
        return self._position

    def abort(self) -> None:
        """Stop at the next duty cycle (stop request, archive closing)."""
        if self.state == RecordingState.RECORDING:
            self.state = RecordingState.STOPPING

    def _on_block(self, term: Any, offset: int, length: int, session_id: int, term_id: int) -> None:
        # SegmentWriter writes unbuffered (pwrite) and forces each block per the file sync level, so once
        # this returns the recorded position may be published.
        self.writer.on_block(term, offset, length)

    def do_work(self) -> int:
        if self.state != RecordingState.RECORDING:
            if self.state == RecordingState.STOPPING:
                self.state = RecordingState.DONE
                return 1
            return 0
        try:
            length = self.image.block_poll(self._on_block, self.block_length_limit)
        except Exception as exc:  # disk full, I/O error: this recording stops, the archive serves on
            self.error = exc
            self.state = RecordingState.DONE
            return 1
        if length > 0:
            self._position = self.writer.position
            self.position_counter.set(self._position)
            events = self.events
            if (
                events is not None
                and self._position > self._progress_reported
                and events.progress(self.recording_id, self.start_position, self._position)
            ):
                self._progress_reported = self._position
            return 1
        image = self.image
        if image.is_closed or image.is_end_of_stream:
            self.state = RecordingState.DONE
            return 1
        return 0

    def close(self) -> None:
        self.writer.close()
