"""``aeronkit driver``: run a media driver until SIGINT/SIGTERM (or a client's TERMINATE_DRIVER).

Every setting is an Aeron property, given as ``-Dname=value`` anywhere on the command line (or as an
AERON_* environment variable), exactly as for io.aeron.driver.MediaDriver. The first line printed names
the cnc.dat clients should use; ``--print-config`` adds every resolved setting. A driver that cannot start
says why on one line and exits 1 (``aeronkit.launcher``).
"""

from __future__ import annotations

import argparse
import threading
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from aeronkit.driver.media_driver import MediaDriver
    from aeronkit.launcher import Stopped

HELP = "run a media driver (IPC) until SIGINT/SIGTERM; settings as -Daeron.*=value"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--dir", default=None, help="aeron directory (same as -Daeron.dir=...)")
    parser.add_argument("--print-config", action="store_true", help="print every resolved setting at start")


def run(args: argparse.Namespace) -> int:
    from aeronkit.driver.media_driver import Context, MediaDriver
    from aeronkit.launcher import run_component

    def announce(driver: MediaDriver) -> None:
        print(
            f"aeronkit driver: cnc.dat at {driver.cnc_path} "
            f"(threading mode {driver.ctx.threading_mode.value}, pid {driver.cnc.pid})",
            flush=True,
        )
        if args.print_config:
            for name, value in driver.ctx.describe().items():
                print(f"  {name}={value}", flush=True)

    return run_component(
        "driver", lambda: MediaDriver.launch(Context(aeron_dir=args.dir)), announce, _run_until_stopped
    )


def _run_until_stopped(driver: MediaDriver, stop: threading.Event) -> Stopped:
    from aeronkit.driver.media_driver import wait_for_driver_stop
    from aeronkit.launcher import Stopped

    wait_for_driver_stop(driver, stop.is_set)
    return Stopped("terminated by a client" if driver.termination_requested else "signal received")
