"""The aeron directory: refuse a live driver's, clear a stale one, lay out a fresh one, delete on close.

Aeron's rule (aeron-driver/src/main/java/io/aeron/driver/MediaDriver.java ensureDirectoryIsRecreated at
1.51.0): unless ``aeron.dir.delete.on.start`` is set, an existing directory whose cnc.dat shows a live
driver (consumer heartbeat younger than the driver timeout) stops the start with ActiveDriverException;
otherwise the old directory (a stale driver's, or garbage) is deleted and recreated. A fresh directory
holds ``publications/`` and ``images/`` for log buffers, next to cnc.dat and loss-report.dat.
"""

from __future__ import annotations

import shutil
import uuid
from pathlib import Path

from aeronkit.cnc import CNC_FILE, CncFile, CncNotReadyError, CncVersionError
from aeronkit.common_settings import default_dir_base
from aeronkit.driver.configuration import IMAGES_DIR, PUBLICATIONS_DIR
from aeronkit.driver.exceptions import ActiveDriverError
from aeronkit.errors import CorruptFileError


def embedded_dir_name() -> str:
    """A unique directory like CommonContext.generateRandomDirName: the default plus '-<uuid>'."""
    return f"{default_dir_base()}-{uuid.uuid4()}"


def is_driver_active(directory: Path, driver_timeout_ms: int, now_ms: int) -> bool:
    """True when cnc.dat in directory belongs to a driver whose heartbeat is fresh."""
    if not (directory / CNC_FILE).exists():
        return False
    try:
        cnc = CncFile.map(directory)
    except (CncNotReadyError, CorruptFileError, CncVersionError, ValueError):
        return False
    try:
        return cnc.is_driver_active(driver_timeout_ms, now_ms)
    finally:
        cnc.close()


def ensure_recreated(directory: Path, *, delete_on_start: bool, driver_timeout_ms: int, now_ms: int) -> None:
    """Make ``directory`` a fresh, empty aeron dir or raise ActiveDriverError."""
    if directory.is_dir():
        if not delete_on_start and is_driver_active(directory, driver_timeout_ms, now_ms):
            raise ActiveDriverError(f"Active media driver detected: {directory / CNC_FILE}")
        delete(directory)
    elif directory.exists():
        raise ActiveDriverError(f"{directory} exists and is not a directory")
    directory.mkdir(parents=True, exist_ok=True)
    (directory / PUBLICATIONS_DIR).mkdir()
    (directory / IMAGES_DIR).mkdir()


def delete(directory: Path) -> None:
    shutil.rmtree(directory, ignore_errors=True)
