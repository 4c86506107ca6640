"""A full disk in the whole-cluster simulation (whole_cluster.py): a member's archive can write nothing.

While a member's disk is full, every write to a segment file under its archive directory fails with ENOSPC
(the recording of the log it is writing stops, and so does any it starts) and its archive refuses new
recordings as Aeron's does when usable space is at or below ``aeron.archive.low.storage.space.threshold``
(``ARCHIVE_THRESHOLD`` here, the usable space it sees being zero). Freeing the disk lets both succeed
again. The faults sit at the archive's two contacts with the file system -- ``SegmentWriter._write`` and
``shutil.disk_usage`` the conductor asks -- installed for one cluster's life (``close`` removes them) and
passing every other directory through, so other members' archives, and other runs, write as before.
"""

from __future__ import annotations

import errno
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from aeronkit.archive import segment
from aeronkit.archive.server import archive_conductor

ARCHIVE_THRESHOLD = 1 << 20
"""Every member's archive is started with this low storage space threshold, so a full disk is refused."""


class Disks:
    """Which members' archive directories are full now, and the hooks that make them so."""

    def __init__(self) -> None:
        self.full: set[Path] = set()
        self.failed_writes = 0
        self._write: Callable[..., None] = segment.SegmentWriter._write
        self._usage: Callable[[Any], Any] = archive_conductor.shutil.disk_usage
        disks = self

        def write(writer: segment.SegmentWriter, data: memoryview, file_offset: int) -> None:
            if writer.archive_dir.resolve() in disks.full:
                disks.failed_writes += 1
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(writer.path))
            disks._write(writer, data, file_offset)

        def usage(path: str | os.PathLike[str]) -> Any:
            real = disks._usage(path)
            if Path(path).resolve() in disks.full:
                return type(real)(real.total, real.total, 0)
            return real

        segment.SegmentWriter._write = write  # type: ignore[method-assign]
        archive_conductor.shutil.disk_usage = usage  # type: ignore[assignment]

    def fill(self, archive_dir: Path) -> None:
        self.full.add(archive_dir.resolve())

    def free(self, archive_dir: Path) -> None:
        self.full.discard(archive_dir.resolve())

    def close(self) -> None:
        segment.SegmentWriter._write = self._write  # type: ignore[method-assign]
        archive_conductor.shutil.disk_usage = self._usage  # type: ignore[assignment]

