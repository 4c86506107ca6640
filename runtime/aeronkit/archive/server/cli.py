"""``aeronkit archive``: run an archive until SIGINT/SIGTERM, on a running driver or with its own.

Settings are Aeron's properties (``-Daeron.archive.dir=...``, ``-Daeron.archive.control.channel=...``,
``-Daeron.dir=...``) or AERON_* environment variables, as for io.aeron.archive.Archive. With
``--embedded-driver`` an aeronkit media driver runs in the same process (ArchivingMediaDriver). The first
line printed says where the archive is and which aeron dir it uses (``--print-config`` adds every
resolved setting, as ``aeronkit driver`` does). An archive that cannot start (a
second archive on a live directory, a control channel the driver refuses) says why on one line and exits
1 (``aeronkit.launcher``); so does one whose Aeron client stops underneath it.
"""

from __future__ import annotations

import argparse
import os
import threading
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from aeronkit.archive.server.archive import Archive
    from aeronkit.archive.server.archiving_media_driver import ArchivingMediaDriver
    from aeronkit.launcher import Stopped

HELP = "run an archive (record, replay, serve AeronArchive clients) until SIGINT/SIGTERM"
_TERMINAL_ERROR_POLL_S = 0.1


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--dir", default=None, help="aeron directory of the driver (same as -Daeron.dir=...)")
    parser.add_argument("--archive-dir", default=None, help="archive directory (-Daeron.archive.dir=...)")
    parser.add_argument(
        "--embedded-driver",
        action="store_true",
        help="run an aeronkit media driver in this process too (ArchivingMediaDriver)",
    )
    parser.add_argument("--print-config", action="store_true", help="print every resolved setting at start")


def run(args: argparse.Namespace) -> int:
    from aeronkit.archive.server.archive import Archive, Context
    from aeronkit.launcher import run_component

    def launch() -> Archive | ArchivingMediaDriver:
        ctx = Context(archive_dir=args.archive_dir, aeron_dir=args.dir)
        if not args.embedded_driver:
            return Archive.launch(ctx)
        from aeronkit.archive.server.archiving_media_driver import ArchivingMediaDriver
        from aeronkit.driver.media_driver import Context as DriverContext

        return ArchivingMediaDriver.launch(DriverContext(aeron_dir=args.dir), ctx)

    def announce(running: Archive | ArchivingMediaDriver) -> None:
        _announce(running, args.print_config)

    return run_component("archive", launch, announce, _run_until_stopped)


def _archive(running: Archive | ArchivingMediaDriver) -> Archive:
    from aeronkit.archive.server.archive import Archive

    return running if isinstance(running, Archive) else running.archive


def _announce(running: Archive | ArchivingMediaDriver, print_config: bool) -> None:
    archive = _archive(running)
    print(
        f"aeronkit archive: {archive.context.archive_dir} on aeron dir {archive.aeron.context.aeron_dir} "
        f"(archive id {archive.context.archive_id}, pid {os.getpid()})",
        flush=True,
    )
    if print_config:
        for name, value in archive.context.describe().items():
            print(f"  {name}={value}", flush=True)
    for recording_id, stop_position in sorted(archive.conductor.recovered.items()):
        print(
            f"aeronkit archive: recovered recording {recording_id} stop position {stop_position}", flush=True
        )


def _run_until_stopped(running: Archive | ArchivingMediaDriver, stop: threading.Event) -> Stopped:
    from aeronkit.launcher import Stopped

    aeron = _archive(running).aeron
    while not stop.wait(_TERMINAL_ERROR_POLL_S):
        if aeron.terminal_error is not None:
            return Stopped(f"client stopped: {aeron.terminal_error}", 1)
    return Stopped("signal received")
