"""Replication with live merge between a Java archive and ours, both directions (issue 5).

One archive (the source) records a live UDP stream of the standard test pattern: an MDC publication
(``control-mode=dynamic``, ``fc=min``) published by our client on the Java driver, which keeps publishing.
The other archive (the replica) gets ReplicateRequest2 with ``liveDestination``: it replays the active
source recording over a UDP replication channel into a manual control-mode subscription, adds the live
stream as a second destination once caught up, then drops the replay and signals MERGE
(aeron-archive/src/main/java/io/aeron/archive/ReplicationSession.java at 1.51.0). Java -> ours runs our
ReplicationSession; ours -> Java runs Aeron's, which must accept our replay, our recording position
answers and our StopReplay. Both archives share the Java ArchivingMediaDriver's driver (control over
IPC: Java's on stream 10, ours on 11). After the merge the publication goes on: the replica must follow
it to the last position on its own (the replay has stopped), and both archives' segment files must be
byte-identical over the whole range.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from support.wait import wait_until

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "archive"))
from archive_java import running_java_archive
from archive_server_harness import free_port
from control_client import ControlClient

from aeronkit import testpattern
from aeronkit.archive.catalog import Catalog
from aeronkit.archive.segment import index_segment_files
from aeronkit.archive.server import Archive, Context
from aeronkit.client import Aeron
from aeronkit.client import Context as ClientContext
from aeronkit.codecs import archive as codecs
from aeronkit.codecs.archive import RecordingSignal
from aeronkit.idle import SleepingIdleStrategy
from aeronkit.interop.java import JavaToolchain

pytestmark = pytest.mark.java

STREAM_ID = 3061
SEGMENT = 64 * 1024


class Publisher:
    """Offers pattern messages (up to 2 KiB) on one publication, counting from 0, never skipping one."""

    def __init__(self, publication: Any) -> None:
        self.publication = publication
        self.next = 0

    def offer_some(self, count: int, timeout_s: float = 20.0) -> None:
        for _ in range(count):
            data = testpattern.message(self.next, 8 + (self.next * 7919) % 2041)
            wait_until(lambda d=data: self.publication.offer(d) >= 0, timeout_s,
                       f"offer of message {self.next}", poll_s=0.0005)
            self.next += 1


def _signal(client: ControlClient, kind: RecordingSignal) -> tuple[int, int, int, int] | None:
    return next((s for s in client.signals if s[3] == kind), None)


def _position(client: ControlClient, recording_id: int) -> int:
    return client.request(codecs.RecordingPositionRequestEncoder, recording_id=recording_id).relevant_id


def _stop_position(client: ControlClient, recording_id: int) -> int:
    return client.request(codecs.StopPositionRequestEncoder, recording_id=recording_id).relevant_id


@pytest.mark.parametrize("direction", ["java-to-ours", "ours-to-java"])
def test_replication_merges_onto_the_live_stream(java: JavaToolchain, tmp_path: Path, direction: str) -> None:
    """Java -> ours: our archive is the replica. Ours -> Java: the Java archive (Aeron's own
    ReplicationSession) replicates from ours, whose live replay it must accept and then stop."""
    root = tmp_path / "java"
    ours = tmp_path / "ours"
    java_stream, our_stream = 10, 11
    src_stream, dst_stream = (
        (java_stream, our_stream) if direction == "java-to-ours" else (our_stream, java_stream)
    )
    src_dir, dst_dir = (root / "archive", ours) if direction == "java-to-ours" else (ours, root / "archive")
    control_port, recorder_port, live_port, replication_port = (free_port() for _ in range(4))
    ctx = Context(
        archive_dir=str(ours),
        aeron_dir=str(root / "aeron"),
        local_control_stream_id=our_stream,
        control_channel_enabled=False,
        segment_file_length=SEGMENT,
        idle_strategy=SleepingIdleStrategy(200_000),
    )
    with (
        running_java_archive(java, root) as (_driver, _props),
        Aeron.connect(ClientContext(aeron_dir=str(root / "aeron"))) as aeron,
        Archive.launch(ctx) as archive,
    ):
        source = ControlClient(aeron, response_stream_id=24, control_stream_id=src_stream)
        assert source.connect().code == 0
        started = source.request(
            codecs.StartRecordingRequest2Encoder,
            var={"channel": f"aeron:udp?endpoint=127.0.0.1:{recorder_port}|control=127.0.0.1:{control_port}"},
            stream_id=STREAM_ID,
            source_location=codecs.SourceLocation.REMOTE,
            auto_stop=codecs.BooleanType.TRUE,
        )
        assert started.code == 0, started
        # fc=min: the slowest receiver (a Python recorder, once it joins live) paces the publisher
        live = f"aeron:udp?control=127.0.0.1:{control_port}|control-mode=dynamic|term-length=64k|fc=min"
        publication = aeron.add_exclusive_publication(live, STREAM_ID)
        publisher = Publisher(publication)
        source.await_condition(lambda: _signal(source, RecordingSignal.START), "the source recording", 30)
        src_id = source.signals[0][0]
        publisher.offer_some(400)  # several segments recorded before the replication starts

        replica = ControlClient(aeron, response_stream_id=23, control_stream_id=dst_stream)
        live_destination = f"aeron:udp?endpoint=127.0.0.1:{live_port}|control=127.0.0.1:{control_port}"
        assert replica.connect().code == 0
        response = replica.request(
            codecs.ReplicateRequest2Encoder,
            var={
                "src_control_channel": "aeron:ipc",
                "live_destination": live_destination,
                "replication_channel": f"aeron:udp?endpoint=127.0.0.1:{replication_port}",
                "encoded_credentials": b"",
                "src_response_channel": "",
            },
            src_recording_id=src_id,
            dst_recording_id=-1,
            stop_position=-1,
            channel_tag_id=-1,
            subscription_tag_id=-1,
            src_control_stream_id=src_stream,
            file_io_max_length=-1,  # Aeron's NULL_VALUE: the source's own I/O length
            replication_session_id=-1,
        )
        assert response.code == 0, response

        def merged() -> bool:
            publisher.offer_some(2)  # the source stays live while the replica catches up
            replica.poll()
            source.poll()
            return _signal(replica, RecordingSignal.MERGE) is not None or any(
                r.code != 0 for r in replica.responses
            )

        wait_until(merged, 60, "MERGE", poll_s=0.002, detail=lambda: (replica.signals, replica.responses))
        assert _signal(replica, RecordingSignal.MERGE) is not None, (replica.signals, replica.responses)
        replica.await_condition(lambda: _signal(replica, RecordingSignal.REPLICATE_END), "REPLICATE_END")
        kinds = [s[3] for s in replica.signals]
        assert RecordingSignal.REPLICATE in kinds, replica.signals
        assert RecordingSignal.SYNC not in kinds  # a merge, not a copy of a stopped recording
        dst_id = _signal(replica, RecordingSignal.REPLICATE)[0]  # type: ignore[index]

        # the replay is gone: what arrives now comes over the live destination only
        publisher.offer_some(300)
        final = publication.position
        wait_until(
            lambda: _position(replica, dst_id) == final and _position(source, src_id) == final,
            30,
            "both recordings to reach the publication's position",
            poll_s=0.002,
            detail=lambda: (_position(replica, dst_id), _position(source, src_id), final),
        )
        publication.close()
        wait_until(
            lambda: _stop_position(replica, dst_id) == final and _stop_position(source, src_id) == final,
            30,
            "both recordings to stop at the last position",
            poll_s=0.002,
            detail=lambda: (_stop_position(replica, dst_id), _stop_position(source, src_id), final),
        )
        assert archive.conductor.errors == 0
    src_files = index_segment_files(src_dir)[src_id]
    dst_files = index_segment_files(dst_dir)[dst_id]
    assert len(src_files) == len(dst_files) > 2
    for src_name, dst_name in zip(src_files, dst_files, strict=True):
        base = int(src_name.split("-")[1].split(".")[0])
        assert dst_name.split("-")[1] == src_name.split("-")[1]
        common = min(SEGMENT, final - base)
        assert (src_dir / src_name).read_bytes()[:common] == (dst_dir / dst_name).read_bytes()[:common], (
            src_name
        )
    with Catalog(ours) as catalog:
        (descriptor,) = catalog.list()
        assert (descriptor.start_position, descriptor.stop_position) == (0, final)
        assert descriptor.stream_id == STREAM_ID
