"""The archive client's user handlers against OUR archive (an in-process ArchivingMediaDriver).

The scenario (tests/support/archive_callbacks.py) is the one run against Aeron Java's archive in
tests/interop/test_archive_client_java_archive.py: recording signals arrive as RecordingSignal members,
START included, and a handler calling back into its client gets ReentrantCallError.
"""

from __future__ import annotations

from pathlib import Path

from support.archive_callbacks import signals_and_reentrancy

from aeronkit.archive.server import Context
from aeronkit.archive.server.archiving_media_driver import ArchivingMediaDriver
from aeronkit.client import Aeron
from aeronkit.client import Context as ClientContext
from aeronkit.driver.media_driver import Context as DriverContext
from aeronkit.idle import SleepingIdleStrategy


def test_signals_and_reentrancy_on_our_archive(tmp_path: Path) -> None:
    driver = DriverContext(
        aeron_dir=str(tmp_path / "aeron"),
        dir_delete_on_start=True,
        threading_mode="SHARED",
        ipc_term_buffer_length=64 * 1024,
        term_buffer_sparse_file=True,
    )
    archive = Context(
        archive_dir=str(tmp_path / "archive"),
        segment_file_length=64 * 1024,
        idle_strategy=SleepingIdleStrategy(200_000),
    )
    with (
        ArchivingMediaDriver.launch(driver, archive),
        Aeron.connect(ClientContext(aeron_dir=str(tmp_path / "aeron"))) as aeron,
    ):
        signals_and_reentrancy(aeron, "aeron:ipc?term-length=64k", 1001)
