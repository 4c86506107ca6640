"""Per-image loss reporting into loss-report.dat, counting each lost byte once.

PublicationImage.onGapDetected/reportLoss (aeron-driver/src/main/java/io/aeron/driver/PublicationImage.java,
1.51.0): the first gap creates the image's entry; each later gap adds an observation, and when it
overlaps the previously reported range only the bytes beyond that range are added (a NAK retry for the
same hole adds nothing new). If the report file is full the image stops reporting. Writing the entry is
aeronkit.loss_report's job; this class decides what to write.
"""

from __future__ import annotations

from aeronkit.clock import EpochClock
from aeronkit.loss_report import LossReport, ReportEntry


class ImageLossReporter:
    """The loss-report.dat writer for one image (session, stream, channel, source)."""

    def __init__(
        self, report: LossReport | None, clock: EpochClock, *, session_id: int, stream_id: int, channel: str,
        source_identity: str,
    ) -> None:
        self.report = report
        self.clock = clock
        self.session_id = session_id
        self.stream_id = stream_id
        self.channel = channel
        self.source_identity = source_identity
        self.entry: ReportEntry | None = None
        self._term_id = 0
        self._term_offset = 0
        self._length = 0
        self._reported_once = False

    def on_gap_detected(self, term_id: int, term_offset: int, length: int) -> int:
        """Record a gap; returns the number of bytes newly counted as lost."""
        end = self._term_offset + self._length
        if not self._reported_once or term_id != self._term_id or term_offset >= end:
            bytes_lost = length
        elif term_offset + length > end:
            bytes_lost = length - (end - term_offset)
        else:
            return 0
        self._report(term_id, term_offset, length, bytes_lost)
        return bytes_lost

    def _report(self, term_id: int, term_offset: int, length: int, bytes_lost: int) -> None:
        now_ms = self.clock.time_ms()
        if self.entry is not None:
            self.entry.record_observation(bytes_lost, now_ms)
        elif self.report is not None:
            self.entry = self.report.create_entry(
                bytes_lost, now_ms, self.session_id, self.stream_id, self.channel, self.source_identity)
            if self.entry is None:
                self.report = None  # full: stop trying, as Aeron does
        self._reported_once = True
        self._term_id = term_id
        self._term_offset = term_offset
        self._length = length
