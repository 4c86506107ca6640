"""An aeronkit media driver and an archive in one process, like Aeron's ArchivingMediaDriver.

aeron-archive/src/main/java/io/aeron/archive/ArchivingMediaDriver.java at 1.51.0: the driver starts first,
the archive connects to it through its aeron dir; closing stops the archive, then the driver.
"""

from __future__ import annotations

from aeronkit.archive.server.archive import Archive, Context
from aeronkit.driver.media_driver import Context as DriverContext
from aeronkit.driver.media_driver import MediaDriver


class ArchivingMediaDriver:
    def __init__(self, driver: MediaDriver, archive: Archive) -> None:
        self.driver = driver
        self.archive = archive

    @classmethod
    def launch(
        cls, driver_context: DriverContext | None = None, archive_context: Context | None = None
    ) -> ArchivingMediaDriver:
        driver = MediaDriver.launch(driver_context or DriverContext())
        try:
            ctx = (archive_context or Context()).copy(aeron_dir=str(driver.aeron_dir))
            archive = Archive.launch(ctx)
        except BaseException:
            driver.close()
            raise
        return cls(driver, archive)

    def close(self) -> None:
        try:
            self.archive.close()
        finally:
            self.driver.close()

    def __enter__(self) -> ArchivingMediaDriver:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
