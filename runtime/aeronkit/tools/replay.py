"""`aeronkit replay`: replay a recording from a running archive (ours or Aeron Java's) and print it.

Asks the archive for the recording's descriptor, replays from ``--position`` (default its start) for
``--length`` bytes (default: to its stop position, or for an active recording to the position recorded
now; ``--follow`` keeps following it) to ``--replay-channel`` (default a free UDP port on localhost),
subscribes to exactly that replay session and prints each message as `aeronkit sub --print` does. Ends at
the replay's end position, on SIGINT/SIGTERM, or at ``--timeout``; then ``replayed N messages, B bytes``
on stderr. Exit 0 when the whole range arrived, 1 otherwise.
"""

from __future__ import annotations

import argparse
import socket
import sys
import time

from aeronkit.archive.client import AeronArchive, ReplayParams
from aeronkit.archive.protocol import REPLAY_ALL_AND_FOLLOW
from aeronkit.client import FragmentAssembler, Subscription
from aeronkit.constants import NULL_POSITION
from aeronkit.errors import AeronError
from aeronkit.idle import BackoffIdleStrategy
from aeronkit.tools import archive_session, common, dump

HELP = "replay a recording from a running archive (ours or Aeron Java's) and print its messages"
KEEP_ALIVE_INTERVAL_S = 1.0


def add_arguments(parser: argparse.ArgumentParser) -> None:
    archive_session.add_archive_arguments(parser)
    parser.add_argument("recording_id", type=int, metavar="RECORDING_ID")
    parser.add_argument("--position", type=int, help="replay from here (default: the recording's start)")
    parser.add_argument("--length", type=int, help="bytes to replay (default: to the stop position)")
    parser.add_argument("--follow", action="store_true", help="keep following an active recording")
    parser.add_argument("--replay-channel", metavar="URI",
                        help="where the archive sends the replay (default: a free UDP port on localhost)")
    parser.add_argument("--replay-stream-id", type=int, default=1001, help="its stream id (default 1001)")
    parser.add_argument("--print", dest="print_format", choices=dump.FORMATS, default="text",
                        help="text (default) or hex")
    parser.add_argument("--timeout", type=float, metavar="SECONDS",
                        help="give up after this long (default: none)")


def free_udp_channel() -> str:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return f"aeron:udp?endpoint=localhost:{probe.getsockname()[1]}"


def replay_range(archive: AeronArchive, args: argparse.Namespace) -> tuple[int, int] | str:
    """(position, length) to ask for, or why there is nothing to replay."""
    descriptor = archive.get_recording_descriptor(args.recording_id)
    if descriptor is None:
        return f"the archive has no recording {args.recording_id}"
    position = descriptor.start_position if args.position is None else args.position
    if args.follow:
        return position, REPLAY_ALL_AND_FOLLOW
    if args.length is not None:
        return position, args.length
    end = descriptor.stop_position
    if end == NULL_POSITION:
        end = archive.get_recording_position(args.recording_id)
    return position, end - position


def receive(archive: AeronArchive, subscription: Subscription, end: int | None,
            printer: dump.Printer, args: argparse.Namespace) -> bool:
    """Print until ``end`` (None: no end), a signal or the timeout; True when ``end`` was reached."""
    stop = common.StopSignals()
    deadline = None if args.timeout is None else time.monotonic() + args.timeout
    handler = FragmentAssembler(printer)
    idle = BackoffIdleStrategy(max_spins=10, max_yields=20, min_park_ns=1_000, max_park_ns=1_000_000)
    keep_alive = time.monotonic() + KEEP_ALIVE_INTERVAL_S
    seen_image = False
    while not stop.requested and (deadline is None or time.monotonic() < deadline):
        images = subscription.images
        if images:
            seen_image = True
            if end is not None and images[0].position >= end:
                return True
        elif seen_image:
            return end is None
        idle.idle(subscription.poll(handler, 64))
        if time.monotonic() > keep_alive:
            archive.send_keep_alive()
            keep_alive = time.monotonic() + KEEP_ALIVE_INTERVAL_S
    return False


def run(args: argparse.Namespace) -> int:
    printer = dump.Printer(args.print_format)
    complete = False
    try:
        with archive_session.connect(args) as archive:
            found = replay_range(archive, args)
            if isinstance(found, str):
                print(f"aeronkit replay: {found}", file=sys.stderr)
                return 1
            position, length = found
            channel = args.replay_channel or free_udp_channel()
            subscription = archive.replay(args.recording_id, channel, args.replay_stream_id,
                                          ReplayParams(position=position, length=length))
            try:
                end = None if length == REPLAY_ALL_AND_FOLLOW else position + length
                complete = length == 0 or receive(archive, subscription, end, printer, args)
            finally:
                subscription.close()
    except AeronError as ex:
        common.error_line("aeronkit replay", ex)
        return 1
    print(f"replayed {printer.messages} messages, {printer.bytes} bytes", file=sys.stderr, flush=True)
    return 0 if complete or args.follow else 1
