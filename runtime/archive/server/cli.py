"""``aeronkit archive``: run an archive until SIGINT/SIGTERM, on a running driver or with its own.

Settings are Aeron's properties (``-Daeron.archive.dir=...``, ``-Daeron.archive.control.channel=...``,
``-Daeron.dir=...``) or AERON_* environment variables, as for io.aeron.archive.Archive. With
``--embedded-driver`` an aeronkit media driver runs in the same process (ArchivingMediaDriver). The first
line printed says where the archive is and which aeron dir it uses (``--print-config`` adds every
resolved setting, as ``aeronkit driver`` does); a second archive on a live directory is refused with exit
code 1.
"""

from __future__ import annotations

import argparse
import signal
import sys
import threading
from types import FrameType

HELP = "run an archive (record, replay, serve AeronArchive clients) until SIGINT/SIGTERM"


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
    from aeronkit.errors import AeronError

    stop = threading.Event()

    def on_signal(signum: int, frame: FrameType | None) -> None:
        stop.set()

    previous = {sig: signal.signal(sig, on_signal) for sig in (signal.SIGINT, signal.SIGTERM)}
    try:
        ctx = Context(archive_dir=args.archive_dir, aeron_dir=args.dir)
        try:
            if args.embedded_driver:
                from aeronkit.archive.server.archiving_media_driver import ArchivingMediaDriver
                from aeronkit.driver.media_driver import Context as DriverContext

                running: object = ArchivingMediaDriver.launch(DriverContext(aeron_dir=args.dir), ctx)
                archive = running.archive  # type: ignore[attr-defined]
            else:
                running = archive = Archive.launch(ctx)
        except AeronError as ex:
            print(f"aeronkit archive: {ex}", file=sys.stderr, flush=True)
            return 1
        try:
            print(
                f"aeronkit archive: {archive.context.archive_dir} on aeron dir "
                f"{archive.aeron.context.aeron_dir} "
                f"(archive id {archive.context.archive_id}, pid {_pid()})",
                flush=True,
            )
            if args.print_config:
                for name, value in archive.context.describe().items():
                    print(f"  {name}={value}", flush=True)
            for recording_id, stop_position in sorted(archive.conductor.recovered.items()):
                print(
                    f"aeronkit archive: recovered recording {recording_id} stop position {stop_position}",
                    flush=True,
                )
            while not stop.wait(0.1):
                if archive.aeron.terminal_error is not None:
                    print(
                        f"aeronkit archive: client stopped: {archive.aeron.terminal_error}", file=sys.stderr
                    )
                    return 1
            print("aeronkit archive: signal received, closing", flush=True)
        finally:
            running.close()  # type: ignore[attr-defined]
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)
    return 0


def _pid() -> int:
    import os

    return os.getpid()
