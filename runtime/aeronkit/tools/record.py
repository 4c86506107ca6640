"""`aeronkit record`: have a running archive (ours or Aeron Java's) record a stream, until interrupted.

Starts the recording (AeronArchive.startRecording), prints the archive's subscription id and then each
recording as the archive reports it started (a START recording signal: one per publisher session), and
on SIGINT/SIGTERM or after ``--duration`` stops the recording subscription and prints where each
recording ended. ``--detach`` starts it and leaves it running (stop it later with
``aeronkit record --stop SUBSCRIPTION_ID``).
"""

from __future__ import annotations

import argparse
import sys
import time

from aeronkit.archive.client import RecordingSignal, RecordingSignalEvent, SourceLocation
from aeronkit.errors import AeronError
from aeronkit.idle import SleepingIdleStrategy
from aeronkit.tools import archive_session, common

HELP = "record a stream on a running archive (ours or Aeron Java's) until interrupted"
STOP_SIGNAL_TIMEOUT_S = 10.0
KEEP_ALIVE_INTERVAL_S = 1.0  # well inside the archive's control session liveness check


def add_arguments(parser: argparse.ArgumentParser) -> None:
    archive_session.add_archive_arguments(parser)
    parser.add_argument("--channel", help="channel to record (required unless --stop)")
    parser.add_argument("--stream-id", type=int, help="stream id to record (required unless --stop)")
    parser.add_argument("--source", choices=("local", "remote"), default="local",
                        help="local: publications on the archive's own driver (a spy for UDP); remote: "
                             "what arrives over the network (default local)")
    parser.add_argument("--duration", type=float, metavar="SECONDS", help="stop after this long")
    parser.add_argument("--detach", action="store_true", help="start the recording and exit, leaving it on")
    parser.add_argument("--stop", type=int, metavar="SUBSCRIPTION_ID",
                        help="stop a recording started with --detach, then exit")


def run(args: argparse.Namespace) -> int:
    if args.stop is None and (args.channel is None or args.stream_id is None):
        print("aeronkit record: --channel and --stream-id are required", file=sys.stderr)
        return 2
    stop = common.StopSignals()
    events: list[RecordingSignalEvent] = []
    try:
        with archive_session.connect(args, events.append) as archive:
            if args.stop is not None:
                archive.stop_recording_subscription(args.stop)
                print(f"stopped recording subscription {args.stop}", flush=True)
                return 0
            source = SourceLocation.LOCAL if args.source == "local" else SourceLocation.REMOTE
            subscription_id = archive.start_recording(args.channel, args.stream_id, source)
            print(f"recording subscription {subscription_id}: {args.channel} stream {args.stream_id}",
                  flush=True)
            if args.detach:
                return 0
            deadline = None if args.duration is None else time.monotonic() + args.duration
            idle = SleepingIdleStrategy(1_000_000)
            reported = 0
            keep_alive = time.monotonic() + KEEP_ALIVE_INTERVAL_S
            while not stop.requested and (deadline is None or time.monotonic() < deadline):
                work = archive.poll_for_recording_signals()
                reported = _report(events, reported)
                if time.monotonic() > keep_alive:
                    archive.send_keep_alive()
                    keep_alive = time.monotonic() + KEEP_ALIVE_INTERVAL_S
                idle.idle(work)
            archive.stop_recording_subscription(subscription_id)
            started = {e.recording_id for e in events if e.signal == RecordingSignal.START}
            until = time.monotonic() + STOP_SIGNAL_TIMEOUT_S
            while _stopped(events) < started and time.monotonic() < until:
                idle.idle(archive.poll_for_recording_signals())
            _report(events, reported)
            for recording_id in sorted(started - _stopped(events)):
                print(f"recording {recording_id} stopped at position "
                      f"{archive.get_stop_position(recording_id)}", flush=True)
    except AeronError as ex:
        common.error_line("aeronkit record", ex)
        return 1
    return 0


def _stopped(events: list[RecordingSignalEvent]) -> set[int]:
    return {e.recording_id for e in events if e.signal == RecordingSignal.STOP}


def _report(events: list[RecordingSignalEvent], reported: int) -> int:
    """Print the START and STOP signals not printed yet; how many events have been looked at."""
    for event in events[reported:]:
        if event.signal == RecordingSignal.START:
            print(f"recording {event.recording_id} started at position {event.position}", flush=True)
        elif event.signal == RecordingSignal.STOP:
            print(f"recording {event.recording_id} stopped at position {event.position}", flush=True)
    return len(events)
