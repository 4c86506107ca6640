"""Settings the media driver and every client read alike (Aeron's CommonContext): each spelled once.

aeron-client/src/main/java/io/aeron/CommonContext.java at 1.51.0 gives the driver and the clients the same
``aeron.dir`` (default ``/dev/shm/aeron-<user>`` on Linux, else ``<tmp>/aeron-<user>``) and the same
``aeron.driver.timeout`` (milliseconds, default 10 s). The driver's, the client's and the archive's
Contexts include these rows in their ``SETTINGS``; tools that need the directory without a Context call
``AERON_DIR.resolve()``.
"""

from __future__ import annotations

import getpass
import tempfile
from pathlib import Path

from aeronkit.context import Setting, parse_ms, parse_str


def default_dir_base() -> str:
    """Aeron's default without the property: /dev/shm/aeron-<user> on Linux, else <tmp>/aeron-<user>."""
    try:
        user = getpass.getuser()
    except (KeyError, OSError):
        user = "default"
    base = "/dev/shm" if Path("/dev/shm").is_dir() else tempfile.gettempdir()
    return str(Path(base) / f"aeron-{user}")


DRIVER_TIMEOUT_DEFAULT_MS = 10_000

AERON_DIR: Setting[str] = Setting(
    "aeron_dir", "aeron.dir", default_dir_base, parse_str,
    "directory of cnc.dat, loss-report.dat and the log buffers (default /dev/shm/aeron-<user>)")
DRIVER_TIMEOUT_MS: Setting[int] = Setting(
    "driver_timeout_ms", "aeron.driver.timeout", DRIVER_TIMEOUT_DEFAULT_MS, parse_ms,
    "a driver whose heartbeat in cnc.dat is older than this (ms) counts as dead")
