"""A one-line progress bar on stderr for long jobs, drawn only when stderr is a terminal.

Long jobs (archive-tool verify/checksum over many segments, the Spark pipeline's partitions, bench suites)
used to be silent for a minute. A bar belongs on a person's terminal only: into a file, a pipe or a CI log
it would be noise (and carriage returns), so nothing is written there. Small on purpose; no dependency.
"""

from __future__ import annotations

import sys
from typing import TextIO

ERASE_LINE = "\x1b[K"


class Progress:
    """``label [#####-----] done/total what`` redrawn in place; ``close`` erases it."""

    def __init__(self, label: str, total: int, stream: TextIO | None = None, width: int = 30) -> None:
        self.label = label
        self.total = total
        self.width = width
        self.stream = sys.stderr if stream is None else stream
        self.enabled = total > 0 and self.stream.isatty()
        self.done = 0
        self._drawn = False

    def advance(self, what: str = "") -> None:
        """One more unit finished (``what`` names it)."""
        self.update(self.done + 1, what)

    def update(self, done: int, what: str = "") -> None:
        self.done = done
        if not self.enabled:
            return
        filled = self.width * min(done, self.total) // self.total
        bar = "#" * filled + "-" * (self.width - filled)
        self.stream.write(f"\r{self.label} [{bar}] {done}/{self.total} {what}{ERASE_LINE}")
        self.stream.flush()
        self._drawn = True

    def close(self) -> None:
        """Erase the bar: at the end, and before other output reaches the same terminal (the bar is drawn
        again by the next update)."""
        if self._drawn:
            self.stream.write(f"\r{ERASE_LINE}")
            self.stream.flush()
            self._drawn = False
