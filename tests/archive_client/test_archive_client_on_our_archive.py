"""The archive client against OUR archive (an in-process ArchivingMediaDriver): user handlers, and a UDP
control session whose response channel is a wildcard port.

The scenario (tests/support/archive_callbacks.py) is the one run against Aeron Java's archive in
tests/interop/test_archive_client_java_archive.py: recording signals arrive as RecordingSignal members,
START included, and a handler calling back into its client gets ReentrantCallError.
"""

from __future__ import annotations

from pathlib import Path

from support.archive_callbacks import signals_and_reentrancy
from support.ports import free_udp_port

from aeronkit.archive.client.aeron_archive import AeronArchive
from aeronkit.archive.client.aeron_archive import Context as ArchiveClientContext
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


def test_udp_control_with_a_wildcard_response_port_on_our_archive(tmp_path: Path) -> None:
    """Our AeronArchive with the usual ``aeron:udp?endpoint=localhost:0`` response channel on our driver:
    the connect resolves the port from the driver's local-socket-address counter (it timed out at
    SEND_CONNECT_REQUEST before our driver published them), and the session answers requests."""
    control = f"aeron:udp?endpoint=127.0.0.1:{free_udp_port()}"
    driver = DriverContext(
        aeron_dir=str(tmp_path / "aeron"), dir_delete_on_start=True, threading_mode="SHARED",
        term_buffer_length=64 * 1024, term_buffer_sparse_file=True,
    )
    archive = Context(
        archive_dir=str(tmp_path / "archive"), segment_file_length=64 * 1024, control_channel=control,
        idle_strategy=SleepingIdleStrategy(200_000),
    )
    with ArchivingMediaDriver.launch(driver, archive):
        client = ArchiveClientContext(
            aeron_dir=str(tmp_path / "aeron"), control_request_channel=control,
            control_response_channel="aeron:udp?endpoint=localhost:0", message_timeout_ns=20_000_000_000,
        )
        with AeronArchive.connect(client) as aeron_archive:
            assert aeron_archive.request_archive_id() == aeron_archive.archive_id
            response = aeron_archive.control_response_poller.subscription
            resolved = response.try_resolve_channel_endpoint_port()
            assert resolved is not None and not resolved.rstrip("0123456789").endswith(":0")
            assert aeron_archive.list_recordings(0, 10, lambda *descriptor: None) == 0
