"""``aeronkit driver``: run a media driver until SIGINT/SIGTERM (or a client's TERMINATE_DRIVER).

Every setting is an Aeron property, given as ``-Dname=value`` anywhere on the command line (or as an
AERON_* environment variable), exactly as for io.aeron.driver.MediaDriver. The first line printed names
the cnc.dat clients should use; ``--print-config`` adds every resolved setting.
"""

from __future__ import annotations

import argparse
import signal
import sys
import threading
from types import FrameType

HELP = "run a media driver (IPC) until SIGINT/SIGTERM; settings as -Daeron.*=value"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--dir", default=None, help="aeron directory (same as -Daeron.dir=...)")
    parser.add_argument("--print-config", action="store_true", help="print every resolved setting at start")


def run(args: argparse.Namespace) -> int:
    from aeronkit.driver.media_driver import Context, MediaDriver, wait_for_driver_stop
    from aeronkit.errors import AeronError

    stop = threading.Event()

    def on_signal(signum: int, frame: FrameType | None) -> None:
        stop.set()

    previous = {sig: signal.signal(sig, on_signal) for sig in (signal.SIGINT, signal.SIGTERM)}
    try:
        try:
            driver = MediaDriver.launch(Context(aeron_dir=args.dir))
        except AeronError as ex:
            print(f"aeronkit driver: {ex}", file=sys.stderr)
            return 1
        with driver:
            print(
                f"aeronkit driver: cnc.dat at {driver.cnc_path} "
                f"(threading mode {driver.ctx.threading_mode.value}, pid {driver.cnc.pid})",
                flush=True,
            )
            if args.print_config:
                for name, value in driver.ctx.describe().items():
                    print(f"  {name}={value}", flush=True)
            wait_for_driver_stop(driver, stop.is_set)
            reason = "terminated by a client" if driver.termination_requested else "signal received"
            print(f"aeronkit driver: {reason}, closing", flush=True)
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)
    return 0
