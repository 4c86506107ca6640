"""`aeronkit replicate`: have a running archive copy a recording from another archive (ours or Aeron Java's).

The archive named by ``--control-channel`` (the destination) replicates recording SRC_RECORDING_ID from the
archive at ``--src-control-channel`` (AeronArchive.replicate, ReplicateRequest2), as Aeron's
ReplicateRecording sample does; both may be ours or Java's. The source is asked first for the recording's
descriptor, so a wrong id or an unreachable source is one line before anything starts, and so the progress
bar (on a terminal only) knows how far the copy has to go. Ends on the REPLICATE_END signal for this
replication (exit 0, ``replicated recording S into recording D, B bytes`` on stdout), on the archive's error
(one line, exit 1), at ``--timeout``, or on SIGINT/SIGTERM, which stop the replication (exit 1).
"""

from __future__ import annotations

import argparse
import sys
import time

from aeronkit.archive.client import AeronArchive, RecordingSignal, RecordingSignalEvent, ReplicationParams
from aeronkit.constants import NULL_POSITION, NULL_VALUE
from aeronkit.errors import AeronError
from aeronkit.idle import SleepingIdleStrategy
from aeronkit.tools import archive_session, common
from aeronkit.tools.progress import Progress

HELP = "copy a recording from another archive into a running archive (ours or Aeron Java's)"
DEFAULT_CONTROL_STREAM_ID = 10
KEEP_ALIVE_INTERVAL_S = 1.0
PROGRESS_INTERVAL_S = 0.1


def add_arguments(parser: argparse.ArgumentParser) -> None:
    archive_session.add_archive_arguments(parser)
    parser.add_argument("src_recording_id", type=int, metavar="SRC_RECORDING_ID")
    parser.add_argument("--src-control-channel", metavar="URI", required=True,
                        help="the source archive's control request channel")
    parser.add_argument("--src-control-stream-id", type=int, default=DEFAULT_CONTROL_STREAM_ID, metavar="ID",
                        help=f"its stream id (default {DEFAULT_CONTROL_STREAM_ID})")
    parser.add_argument("--dst-recording-id", type=int, metavar="ID",
                        help="extend this recording of the destination instead of making a new one")
    parser.add_argument("--stop-position", type=int, metavar="POSITION",
                        help="copy up to here (default: the whole recording)")
    parser.add_argument("--timeout", type=float, metavar="SECONDS", help="give up after this long")


def source_end(args: argparse.Namespace) -> int | str:
    """Where the copy ends (the stop position asked for, else the source's), or why it cannot start."""
    # Its own response port (0: the driver picks one), never the one given for the destination's session.
    source = argparse.Namespace(**{**vars(args), "control_channel": args.src_control_channel,
                                   "control_stream_id": args.src_control_stream_id,
                                   "response_channel": archive_session.DEFAULT_RESPONSE_CHANNEL})
    with archive_session.connect(source) as archive:
        descriptor = archive.get_recording_descriptor(args.src_recording_id)
        if descriptor is None:
            return f"the source archive has no recording {args.src_recording_id}"
        if args.stop_position is not None:
            return int(args.stop_position)
        stop = descriptor.stop_position
        return archive.get_recording_position(args.src_recording_id) if stop == NULL_POSITION else stop


def run(args: argparse.Namespace) -> int:
    try:
        end = source_end(args)
        if isinstance(end, str):
            print(f"aeronkit replicate: {end}", file=sys.stderr)
            return 1
        signals: list[RecordingSignalEvent] = []
        with archive_session.connect(args, on_signal=signals.append) as archive:
            params = ReplicationParams(
                stop_position=NULL_POSITION if args.stop_position is None else args.stop_position,
                dst_recording_id=NULL_VALUE if args.dst_recording_id is None else args.dst_recording_id)
            replication_id = archive.replicate(args.src_recording_id, args.src_control_stream_id,
                                               args.src_control_channel, params)
            finished = await_end(archive, replication_id, signals, end, args)
            if isinstance(finished, str):
                archive.try_stop_replication(replication_id)
                print(f"aeronkit replicate: {finished}", file=sys.stderr)
                return 1
    except AeronError as ex:
        common.error_line("aeronkit replicate", ex)
        return 1
    recording_id, position = finished
    print(f"replicated recording {args.src_recording_id} into recording {recording_id}, {position} bytes",
          flush=True)
    return 0


def await_end(archive: AeronArchive, replication_id: int,
              signals: list[RecordingSignalEvent], end: int,
              args: argparse.Namespace) -> tuple[int, int] | str:
    """(destination recording id, its end position) at REPLICATE_END, or why it ended early."""
    stop = common.StopSignals()
    deadline = None if args.timeout is None else time.monotonic() + args.timeout
    progress = Progress(f"replicating recording {args.src_recording_id}", end)
    idle = SleepingIdleStrategy(1_000_000)
    recording_id = NULL_VALUE if args.dst_recording_id is None else args.dst_recording_id
    keep_alive = drawn = time.monotonic()
    try:
        while not stop.requested and (deadline is None or time.monotonic() < deadline):
            idle.idle(archive.poll_for_recording_signals())
            for event in [s for s in signals if s.correlation_id == replication_id]:
                if event.signal == RecordingSignal.REPLICATE:
                    recording_id = event.recording_id
                elif event.signal == RecordingSignal.REPLICATE_END:
                    return event.recording_id, archive.get_stop_position(event.recording_id)
            signals.clear()
            now = time.monotonic()
            if progress.enabled and recording_id != NULL_VALUE and now - drawn > PROGRESS_INTERVAL_S:
                position = archive.get_recording_position(recording_id)
                progress.update(max(position, 0), "bytes")
                drawn = now
            if now - keep_alive > KEEP_ALIVE_INTERVAL_S:
                archive.send_keep_alive()
                keep_alive = now
    finally:
        progress.close()
    return "interrupted" if stop.requested else f"no REPLICATE_END within {args.timeout} s"
