"""Spies that simulate a connection on a network publication (``ssc=true`` / aeron.spies.simulate.connection).

Aeron (aeron-driver/src/main/java/io/aeron/driver/NetworkPublication.java at 1.51.0): ``addSubscriber`` marks
the log connected when spies simulate a connection, and ``send`` moves the sender position on to the
furthest spy while no receiver is live, so a local recorder (the archive's spy) can take a UDP stream that
nobody on the network listens to. Without ``ssc`` the same publication stays NOT_CONNECTED. Our archive
records such a stream through its spy (the case docs/benchmarks-archive.md lists as a known gap).
"""

from __future__ import annotations

import struct
from collections.abc import Iterator
from pathlib import Path

import pytest
from support.drivers import launched
from support.wait import wait_until
from udp_harness import free_udp_port

from aeronkit.archive.client.aeron_archive import AeronArchive
from aeronkit.archive.client.aeron_archive import Context as ArchiveClientContext
from aeronkit.archive.server.archive import Context as ArchiveContext
from aeronkit.archive.server.archiving_media_driver import ArchivingMediaDriver
from aeronkit.archive.settings import LOCAL_CONTROL_STREAM_ID_DEFAULT
from aeronkit.client import Aeron
from aeronkit.client.aeron import Context as ClientContext
from aeronkit.client.publication import NOT_CONNECTED
from aeronkit.driver import Context, MediaDriver
from aeronkit.idle import SleepingIdleStrategy

SMALL = {"counters_buffer_length": 1024 * 1024, "term_buffer_length": 64 * 1024}
STREAM = 1001


@pytest.fixture
def aeron() -> Iterator[tuple[MediaDriver, Aeron]]:
    with (
        launched(threading_mode="SHARED", **SMALL) as handle,
        Aeron.connect(ClientContext(aeron_dir=str(handle.aeron_dir))) as client,
    ):
        yield handle.driver, client


def _sender_positions(driver: MediaDriver) -> list[int]:
    return [int(p.sender_position.get()) for p in driver.conductor.network.network_publications]


def test_spy_with_ssc_connects_and_drains_a_publication_nobody_receives(
    aeron: tuple[MediaDriver, Aeron],
) -> None:
    driver, client = aeron
    # a port nobody listens on: no receiver will ever send a status message
    channel = f"aeron:udp?endpoint=127.0.0.1:{free_udp_port()}|term-length=64k|ssc=true"
    publication = client.add_publication(channel, STREAM)
    assert not publication.is_connected
    spy = client.add_subscription("aeron-spy:" + channel, STREAM)
    wait_until(lambda: publication.is_connected and spy.image_count == 1, 10, "the spy connecting it")

    count = 3000  # 3000 x ~200 B frames = several 64 KiB terms: the limit must move with the spy
    received: list[int] = []
    sent = 0

    def step() -> bool:
        nonlocal sent
        if sent < count and publication.offer(struct.pack("<q", sent) + bytes(sent % 300)) > 0:
            sent += 1
        spy.poll(lambda b, o, n, h: received.append(struct.unpack_from("<q", b, o)[0]), 100)
        return len(received) >= count

    wait_until(step, 30, f"{count} messages through the spy", poll_s=0)
    assert received == list(range(count))
    end = publication.position
    assert end > 3 * 64 * 1024
    # with no receivers the sender follows the spy, as NetworkPublication.send does
    wait_until(lambda: _sender_positions(driver) == [end], 10, "the sender position reaching the spy's")

    spy.close()
    # the conductor clears the connected flag, then pulls the publisher limit back to the sender's
    # position on a later duty cycle (NetworkPublication.updatePublisherPositionAndLimit): until then an
    # offer still fits (CI saw one succeed at 616,288 under load)
    wait_until(
        lambda: not publication.is_connected and publication.position_limit <= publication.position, 10,
        "disconnection, and the limit back at the sender's position, when the last spy leaves")
    assert publication.offer(b"x" * 16) == NOT_CONNECTED


def test_spy_without_ssc_does_not_connect(aeron: tuple[MediaDriver, Aeron]) -> None:
    driver, client = aeron
    channel = f"aeron:udp?endpoint=127.0.0.1:{free_udp_port()}|term-length=64k"
    publication = client.add_publication(channel, STREAM)
    spy = client.add_subscription("aeron-spy:" + channel, STREAM)
    # the driver links the spy (where ssc would connect the log) before the client sees its image
    wait_until(lambda: spy.image_count == 1, 10, "the spy image")
    assert not publication.is_connected
    assert publication.offer(b"x" * 16) == NOT_CONNECTED
    assert _sender_positions(driver) == [0]


def test_driver_wide_spies_simulate_connection() -> None:
    with (
        launched(threading_mode="SHARED", spies_simulate_connection=True, **SMALL) as handle,
        Aeron.connect(ClientContext(aeron_dir=str(handle.aeron_dir))) as client,
    ):
        driver = handle.driver
        channel = f"aeron:udp?endpoint=127.0.0.1:{free_udp_port()}|term-length=64k"
        publication = client.add_publication(channel, STREAM)
        spy = client.add_subscription("aeron-spy:" + channel, STREAM)
        wait_until(lambda: publication.is_connected, 10, "aeron.spies.simulate.connection connecting it")
        position = wait_until(lambda: (r := publication.offer(b"y" * 100)) > 0 and r, 10, "an offer")
        got: list[bytes] = []
        wait_until(lambda: (spy.poll(lambda b, o, n, h: got.append(bytes(b[o:o + n])), 10), got)[1], 10,
                   "poll")
        assert got == [b"y" * 100]
        wait_until(lambda: _sender_positions(driver) == [position], 10, "the sender following the spy")


def test_our_archive_records_a_udp_stream_it_only_spies(tmp_path: Path) -> None:
    """docs/benchmarks-archive.md's gap: a LOCAL recording of an ssc=true UDP publication with no receiver."""
    driver_ctx = Context(aeron_dir=str(tmp_path / "aeron"), dir_delete_on_start=True, threading_mode="SHARED",
                         term_buffer_sparse_file=True)
    archive_ctx = ArchiveContext(archive_dir=str(tmp_path / "archive"), segment_file_length=256 * 1024,
                                 idle_strategy=SleepingIdleStrategy(200_000))
    ipc = "aeron:ipc?term-length=64k"
    channel = f"aeron:udp?endpoint=127.0.0.1:{free_udp_port()}|term-length=64k|ssc=true"
    with (
        ArchivingMediaDriver.launch(driver_ctx, archive_ctx) as amd,
        Aeron.connect(ClientContext(aeron_dir=str(tmp_path / "aeron"))) as client,
        AeronArchive.connect(ArchiveClientContext(
            aeron=client, control_request_channel=ipc,
            control_request_stream_id=LOCAL_CONTROL_STREAM_ID_DEFAULT,
            control_response_channel=ipc, control_response_stream_id=20777,
        )) as archive,
    ):
        archive.start_recording(channel, STREAM)
        publication = client.add_publication(channel, STREAM)
        wait_until(lambda: publication.is_connected, 10, "the archive's spy connecting the publication")
        for i in range(3000):
            wait_until(lambda i=i: publication.offer(i.to_bytes(8, "little") + bytes(100)) > 0, 10,
                       "an offer")
        end = publication.position

        def recorded_to_end() -> bool:
            session_id = publication.session_id
            recording_id = archive.find_last_matching_recording(0, "endpoint=", STREAM, session_id)
            return recording_id >= 0 and archive.get_recording_position(recording_id) == end

        wait_until(recorded_to_end, 20, f"the recording reaching {end}")
        assert end > 2 * 64 * 1024
        assert amd.archive.conductor.errors == 0
