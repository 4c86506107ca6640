"""Replication into an existing recording (ReplicateRequest2.dstRecordingId), ours -> ours on our driver.

A replica truncated back to a segment boundary is extended from its own stop position by a second
replication (Aeron's ReplicationSession replays from the destination's stop position and sends no
REPLICATE signal for an existing destination); it ends with SYNC at the source stop and segment files
byte-identical to the source's. A third replication finds it in sync at once. Unknown or active
destinations are refused with Aeron's codes. Over IPC and over UDP (the source's UDP control channel and a
``localhost:0`` replication endpoint), the UDP case being what a cluster follower's FOLLOWER_LOG_REPLICATION
asks of its archive.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from control_client import ControlClient
from support.ports import free_udp_port
from test_archive_server import OK, SEGMENT, Rig, _record, rig  # noqa: F401 - rig is a fixture

from aeronkit.archive.codes import ArchiveErrorCode
from aeronkit.archive.segment import index_segment_files
from aeronkit.archive.server import Archive, Context
from aeronkit.codecs import archive as codecs
from aeronkit.codecs.archive import RecordingSignal
from aeronkit.idle import SleepingIdleStrategy

SRC_STREAM = 12


def _replicate(
    client: ControlClient, src_id: int, dst_id: int, channels: tuple[str, str], stop_position: int = -1
) -> Any:
    """``channels``: the source control channel and the replication channel."""
    return client.request(
        codecs.ReplicateRequest2Encoder,
        var={
            "src_control_channel": channels[0],
            "live_destination": "",
            "replication_channel": channels[1],
            "encoded_credentials": b"",
            "src_response_channel": "",
        },
        src_recording_id=src_id,
        dst_recording_id=dst_id,
        stop_position=stop_position,
        channel_tag_id=-1,
        subscription_tag_id=-1,
        src_control_stream_id=SRC_STREAM,
        file_io_max_length=0,
        replication_session_id=-1,
    )


def _run(
    client: ControlClient, src_id: int, dst_id: int, channels: tuple[str, str], stop_position: int = -1
) -> list[tuple[int, int, int, int]]:
    """One replication to its REPLICATE_END; its signals."""
    client.signals.clear()
    response = _replicate(client, src_id, dst_id, channels, stop_position)
    assert response.code == OK, response
    client.await_condition(
        lambda: any(s[3] == RecordingSignal.REPLICATE_END for s in client.signals), "REPLICATE_END", 30
    )
    return list(client.signals)


@pytest.mark.parametrize("transport", ["ipc", "udp"])
def test_replication_extends_an_existing_recording_from_its_stop(
    rig: Rig, tmp_path: Path, transport: str  # noqa: F811
) -> None:
    src_dir = tmp_path / "src-archive"
    src_control = f"aeron:udp?endpoint=localhost:{free_udp_port()}"
    channels = (
        (src_control, "aeron:udp?endpoint=localhost:0") if transport == "udp" else ("aeron:ipc", "aeron:ipc")
    )
    src_ctx = Context(
        archive_dir=str(src_dir),
        aeron=rig.aeron,
        control_channel=src_control,
        control_stream_id=SRC_STREAM,
        local_control_stream_id=SRC_STREAM,
        segment_file_length=SEGMENT,
        idle_strategy=SleepingIdleStrategy(200_000),
    )
    with Archive.launch(src_ctx) as src:
        src_client = ControlClient(rig.aeron, response_stream_id=22, control_stream_id=SRC_STREAM)
        src_client.connect()
        src_id, src_stop, _ = _record(Rig(rig.amd, rig.aeron, src_client, src_dir), 4501, 120)
        assert src_stop > 2 * SEGMENT
        client = rig.client
        client.connect()

        first = _run(client, src_id, -1, channels)
        assert first[0][3] == RecordingSignal.REPLICATE, first
        dst_id = first[0][0]
        truncated = client.request(
            codecs.TruncateRecordingRequestEncoder, recording_id=dst_id, position=SEGMENT
        )
        assert truncated.code == OK, truncated
        assert client.request(codecs.StopPositionRequestEncoder, recording_id=dst_id).relevant_id == SEGMENT

        second = _run(client, src_id, dst_id, channels)
        kinds = [s[3] for s in second]
        assert RecordingSignal.REPLICATE not in kinds, second  # an existing destination
        assert RecordingSignal.SYNC in kinds and kinds[-1] == RecordingSignal.REPLICATE_END, second
        assert all(s[0] == dst_id for s in second if s[3] != RecordingSignal.REPLICATE_END)
        assert client.request(codecs.StopPositionRequestEncoder, recording_id=dst_id).relevant_id == src_stop

        third = _run(client, src_id, dst_id, channels)
        assert [s[3] for s in third] == [RecordingSignal.SYNC, RecordingSignal.REPLICATE_END], third
        assert third[0][2] == src_stop

        unknown = _replicate(client, src_id, 9999, channels)
        assert unknown.code != OK and unknown.relevant_id == ArchiveErrorCode.UNKNOWN_RECORDING, unknown
        assert src.conductor.errors == 0
    src_files = index_segment_files(src_dir)[src_id]
    dst_files = index_segment_files(rig.archive_dir)[dst_id]
    assert len(src_files) == len(dst_files) == src_stop // SEGMENT + 1
    for src_name, dst_name in zip(src_files, dst_files, strict=True):
        assert src_name.split("-")[1] == dst_name.split("-")[1]
        assert (src_dir / src_name).read_bytes() == (rig.archive_dir / dst_name).read_bytes(), src_name


def test_replication_stops_at_the_requested_stop_position_then_extends_from_there(
    rig: Rig, tmp_path: Path  # noqa: F811
) -> None:
    """ReplicateRequest2.stopPosition (Aeron's ReplicationSession.dstStopPosition bounds the replay and ends
    the replication there, without SYNC). A cluster follower in FOLLOWER_LOG_REPLICATION asks for exactly
    this, from the leader's live log recording: before the stop position was honoured the replica went on
    to the source's end (or followed a live source for ever, so the follower's election never finished)."""
    src_dir = tmp_path / "src-archive"
    src_control = f"aeron:udp?endpoint=localhost:{free_udp_port()}"
    channels = (src_control, "aeron:udp?endpoint=localhost:0")
    src_ctx = Context(
        archive_dir=str(src_dir),
        aeron=rig.aeron,
        control_channel=src_control,
        control_stream_id=SRC_STREAM,
        local_control_stream_id=SRC_STREAM,
        segment_file_length=SEGMENT,
        idle_strategy=SleepingIdleStrategy(200_000),
    )
    with Archive.launch(src_ctx) as src:
        src_client = ControlClient(rig.aeron, response_stream_id=22, control_stream_id=SRC_STREAM)
        src_client.connect()
        src_id, src_stop, _ = _record(Rig(rig.amd, rig.aeron, src_client, src_dir), 4502, 120)
        assert src_stop > 2 * SEGMENT
        client = rig.client
        client.connect()
        term_end = SEGMENT  # a term boundary (64 KiB terms) is a frame boundary

        first = _run(client, src_id, -1, channels, stop_position=term_end)
        kinds = [s[3] for s in first]
        assert kinds[0] == RecordingSignal.REPLICATE and kinds[-1] == RecordingSignal.REPLICATE_END, first
        assert RecordingSignal.SYNC not in kinds, first
        dst_id = first[0][0]
        assert client.request(codecs.StopPositionRequestEncoder, recording_id=dst_id).relevant_id == term_end

        second = _run(client, src_id, dst_id, channels, stop_position=2 * SEGMENT)
        assert RecordingSignal.SYNC not in [s[3] for s in second], second
        stop = client.request(codecs.StopPositionRequestEncoder, recording_id=dst_id).relevant_id
        assert stop == 2 * SEGMENT

        third = _run(client, src_id, dst_id, channels)
        assert RecordingSignal.SYNC in [s[3] for s in third], third
        assert client.request(codecs.StopPositionRequestEncoder, recording_id=dst_id).relevant_id == src_stop
        assert src.conductor.errors == 0
    src_files = index_segment_files(src_dir)[src_id]
    dst_files = index_segment_files(rig.archive_dir)[dst_id]
    for src_name, dst_name in zip(src_files, dst_files, strict=True):
        assert (src_dir / src_name).read_bytes() == (rig.archive_dir / dst_name).read_bytes(), src_name


def test_replication_into_an_empty_recording_takes_the_source_descriptor(
    rig: Rig, tmp_path: Path  # noqa: F811
) -> None:
    """An existing destination with nothing recorded (start == stop) takes the source's descriptor whole,
    channel strings included, as Aeron's Catalog.replaceRecording does. A cluster member whose log recording
    holds nothing asks exactly this in FOLLOWER_LOG_REPLICATION; our archive refused to rewrite the
    strings, so every attempt failed and the member never rejoined (a CI run of the three-member test)."""
    src_dir = tmp_path / "src-archive"
    src_control = f"aeron:udp?endpoint=localhost:{free_udp_port()}"
    channels = (src_control, "aeron:udp?endpoint=localhost:0")
    src_ctx = Context(
        archive_dir=str(src_dir), aeron=rig.aeron, control_channel=src_control, control_stream_id=SRC_STREAM,
        local_control_stream_id=SRC_STREAM, segment_file_length=SEGMENT,
        idle_strategy=SleepingIdleStrategy(200_000),
    )
    with Archive.launch(src_ctx) as src:
        src_client = ControlClient(rig.aeron, response_stream_id=22, control_stream_id=SRC_STREAM)
        src_client.connect()
        src_id, src_stop, _ = _record(Rig(rig.amd, rig.aeron, src_client, src_dir), 4503, 40)
        client = rig.client
        client.connect()
        empty_id, empty_stop, _ = _record(rig, 4603, 0)
        after_id, after_stop, _ = _record(rig, 4604, 3)  # an entry after the one replaced
        assert empty_stop == 0 and src_stop > 0

        signals = _run(client, src_id, empty_id, channels)
        kinds = [s[3] for s in signals]
        assert RecordingSignal.REPLICATE not in kinds, signals  # an existing destination
        assert RecordingSignal.SYNC in kinds and kinds[-1] == RecordingSignal.REPLICATE_END, signals
        stop = client.request(codecs.StopPositionRequestEncoder, recording_id=empty_id).relevant_id
        assert stop == src_stop
        source = src.conductor.catalog.find(src_id).descriptor
        replica = rig.archive.conductor.catalog.find(empty_id).descriptor
        taken = ("stream_id", "session_id", "initial_term_id", "start_position", "stop_position",
                 "stripped_channel", "original_channel", "source_identity")
        assert {f: getattr(replica, f) for f in taken} == {f: getattr(source, f) for f in taken}
        assert rig.archive.conductor.catalog.find(after_id).descriptor.stop_position == after_stop
        assert src.conductor.errors == 0 and rig.archive.conductor.errors == 0
    src_files = index_segment_files(src_dir)[src_id]
    dst_files = index_segment_files(rig.archive_dir)[empty_id]
    for src_name, dst_name in zip(src_files, dst_files, strict=True):
        assert (src_dir / src_name).read_bytes() == (rig.archive_dir / dst_name).read_bytes(), src_name
