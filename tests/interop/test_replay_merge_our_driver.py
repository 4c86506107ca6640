"""ReplayMerge and PersistentSubscription with OUR client on OUR driver, against Aeron Java 1.51.0's archive
(issue 11, feature 4; the same against our archive: tests/archive_server/test_archive_coverage.py).

The Java ArchivingMediaDriver records, REMOTE over UDP, a dynamic MDC publication of ours
(``control=<port>|control-mode=dynamic``): its recording subscription asks our publication for the stream
through that control port. Our archive client talks to it over UDP with a ``:0`` response channel (resolved
through our driver's local-socket-address counters). Then, on our driver:

* ReplayMerge: a ``control-mode=manual`` subscription gets the replay on one destination (a ``:0`` port
  resolved first) and the live stream on another (``control=`` the publication's port), both of the
  publication's session, so they feed one image; once it caught up the replay is stopped and removed and
  the stream carries on live. Every message once, in order, while the publisher (``fc=min``, so the
  live subscriber it is merging into paces it) keeps publishing.
* PersistentSubscription: live first (a dynamic MDC destination of the same publication, whose ``fc=min``
  lets the idle live subscription hold it back), replay over UDP, switch at a message boundary; every
  message once, in order.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from support.ports import free_udp_port
from support.wait import wait_until

from aeronkit import testpattern
from aeronkit.archive.client import PersistentSubscription, RecordingSignal, RecordingSignalEvent, ReplayMerge
from aeronkit.archive.client.aeron_archive import AeronArchive, SourceLocation
from aeronkit.archive.client.aeron_archive import Context as ArchiveClientContext
from aeronkit.client import Aeron, ExclusivePublication, FragmentAssembler
from aeronkit.client.aeron import Context as ClientContext
from aeronkit.driver import Context, MediaDriver
from aeronkit.idle import SleepingIdleStrategy
from aeronkit.interop.java import JavaToolchain

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "archive"))
from archive_java import running_java_archive

pytestmark = pytest.mark.java

DEADLINE_S = 60


@pytest.fixture
def ours_and_java_archive(
    java: JavaToolchain, tmp_path: Path
) -> Iterator[tuple[Aeron, AeronArchive, list[RecordingSignalEvent]]]:
    with (
        running_java_archive(java, tmp_path / "java", **{"aeron.archive.recording.events.enabled": "false"})
        as (_, props),
        MediaDriver.launch_embedded(Context(
            aeron_dir=str(tmp_path / "ours"), threading_mode="SHARED", counters_buffer_length=1024 * 1024,
            term_buffer_length=64 * 1024)) as driver,
        Aeron.connect(ClientContext(aeron_dir=str(driver.aeron_dir))) as aeron,
    ):
        signals: list[RecordingSignalEvent] = []
        ctx = ArchiveClientContext(
            aeron=aeron, control_request_channel=props["aeron.archive.control.channel"],
            control_response_channel="aeron:udp?endpoint=127.0.0.1:0",
            idle_strategy=SleepingIdleStrategy(200_000), message_timeout_ns=20_000_000_000,
        )  # type: ignore[arg-type]
        ctx.recording_signal_consumer = signals.append
        with AeronArchive.connect(ctx) as archive:
            yield aeron, archive, signals


def _remote_recording(
    aeron: Aeron, archive: AeronArchive, signals: list[RecordingSignalEvent], stream_id: int, extra: str = ""
) -> tuple[ExclusivePublication, int, int, int]:
    """(publication, control port, recording id, recording subscription id) of a dynamic MDC publication
    of ours that the Java archive records over UDP."""
    control_port = free_udp_port()
    publication = aeron.add_exclusive_publication(
        f"aeron:udp?control=127.0.0.1:{control_port}|control-mode=dynamic|term-length=64k{extra}", stream_id)
    subscription_id = archive.start_recording(
        f"aeron:udp?endpoint=127.0.0.1:0|control=127.0.0.1:{control_port}", stream_id, SourceLocation.REMOTE)
    wait_until(lambda: publication.is_connected, 30, "the Java archive's recording subscription")

    def started() -> RecordingSignalEvent | None:
        archive.poll_for_recording_signals()
        return next((e for e in signals if e.signal == RecordingSignal.START), None)

    recording_id = wait_until(started, 30, "the START signal").recording_id
    return publication, control_port, recording_id, subscription_id


def _message(i: int) -> bytes:
    return testpattern.message(i, 8 + (i * 7919) % 8185)


def test_replay_merge_on_our_driver_with_the_java_archive(
    ours_and_java_archive: tuple[Aeron, AeronArchive, list[RecordingSignalEvent]],
) -> None:
    aeron, archive, signals = ours_and_java_archive
    stream_id, total, before = 1801, 1200, 300
    # fc=min: once the live destination is added its status messages pace the publisher. With the MDC
    # default, max, the Java archive alone paces it; a live image that falls more than the publication's
    # three terms behind after the replay is removed NAKs data the publisher no longer holds and stalls for
    # good (Aeron's own ReplayMergeTest guards against this with tagged flow control). CI saw exactly that:
    # merged at 4,919,424, publisher done at 5,285,472, nothing delivered after the merge.
    publication, control_port, recording_id, subscription_id = _remote_recording(aeron, archive, signals,
                                                                                 stream_id, "|fc=min")
    subscription = aeron.add_subscription("aeron:udp?control-mode=manual", stream_id)
    try:
        verifier = testpattern.Verifier()
        assembler = FragmentAssembler(lambda buf, off, ln, hdr: verifier.on_message(buf[off : off + ln]))
        sent = 0

        def publish() -> None:
            nonlocal sent
            if sent < total and publication.offer(_message(sent)) > 0:
                sent += 1

        wait_until(lambda: publish() or sent >= before, 30, "the first messages", poll_s=0)
        merge = ReplayMerge(
            subscription, archive, f"aeron:udp?session-id={publication.session_id}",
            "aeron:udp?endpoint=127.0.0.1:0",
            f"aeron:udp?endpoint=127.0.0.1:0|control=127.0.0.1:{control_port}", recording_id, 0,
        )
        with merge:
            deadline = time.monotonic() + DEADLINE_S
            while verifier.messages < total or not merge.is_merged:
                assert time.monotonic() < deadline, (merge, verifier.summary(), sent)
                publish()
                merge.poll(assembler, 64)
            assert merge.is_live_added and not merge.is_replay_active
            (image,) = subscription.images
            assert image.session_id == publication.session_id
        verifier.finish(total)
        assert verifier.ok and verifier.messages == total, verifier.summary()
        assert len(subscription.local_socket_addresses) == 1  # the replay destination is gone
    finally:
        subscription.close()
        publication.close()
        archive.try_stop_recording_subscription(subscription_id)


def test_persistent_subscription_on_our_driver_with_the_java_archive(
    ours_and_java_archive: tuple[Aeron, AeronArchive, list[RecordingSignalEvent]],
) -> None:
    aeron, archive, signals = ours_and_java_archive
    stream_id, before, after = 1802, 300, 300
    # fc=min: the live subscription, idle while we replay, holds the publisher back from its join position
    # (with the MDC default, max, the publisher would run more than a term ahead of it)
    publication, control_port, recording_id, subscription_id = _remote_recording(aeron, archive, signals,
                                                                                 stream_id, "|fc=min")
    try:
        for i in range(before):
            wait_until(lambda i=i: publication.offer(_message(i)) > 0, 30, "room to publish", poll_s=0)
        verifier = testpattern.Verifier()
        assembler = FragmentAssembler(lambda buf, off, ln, hdr: verifier.on_message(buf[off : off + ln]))
        live = f"aeron:udp?endpoint=127.0.0.1:0|control=127.0.0.1:{control_port}"
        replay = f"aeron:udp?endpoint=127.0.0.1:{free_udp_port()}"
        persistent = PersistentSubscription(archive, recording_id, live, replay, 1812, start_position=0)
        with persistent:
            deadline = time.monotonic() + DEADLINE_S
            i = before
            while verifier.messages < before + after:
                assert time.monotonic() < deadline, (persistent, verifier.summary())
                if i < before + after and publication.offer(_message(i)) > 0:
                    i += 1
                persistent.poll(assembler)
            assert persistent.is_live
            assert persistent.replayed_fragments > 0 and persistent.live_fragments > 0
        verifier.finish(before + after)
        assert verifier.ok and verifier.messages == before + after, verifier.summary()
    finally:
        publication.close()
        archive.try_stop_recording_subscription(subscription_id)
