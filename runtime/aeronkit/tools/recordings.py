"""`aeronkit recordings`: the recordings a running archive (ours or Aeron Java's) lists in its catalog.

Asks over the control channel (AeronArchive.listRecordings / listRecordingsForUri), so it works for any
archive a driver can reach; one line per recording, or ``--json`` (one object per recording, the
RecordingDescriptor's fields by their snake_case names).
"""

from __future__ import annotations

import argparse
import dataclasses
import json

from aeronkit.constants import NULL_POSITION
from aeronkit.errors import AeronError
from aeronkit.tools import archive_session, common

HELP = "list the recordings of a running archive (ours or Aeron Java's)"
ALL = 2**31 - 1
LOCAL_FIELDS = ("control_session_id", "correlation_id")  # about this request, not the recording


def add_arguments(parser: argparse.ArgumentParser) -> None:
    archive_session.add_archive_arguments(parser)
    parser.add_argument("--from", dest="from_id", type=int, default=0, metavar="RECORDING_ID",
                        help="first recording id (default 0)")
    parser.add_argument("--count", type=int, default=ALL, help="at most this many (default all)")
    parser.add_argument("--channel-fragment", metavar="TEXT",
                        help="only recordings whose channel contains TEXT (needs --stream-id)")
    parser.add_argument("--stream-id", type=int, default=0, help="stream id for --channel-fragment")
    parser.add_argument("--json", action="store_true", help="one JSON object per line")


def run(args: argparse.Namespace) -> int:
    try:
        with archive_session.connect(args) as archive:
            descriptors = archive.recording_descriptors(args.from_id, args.count, args.channel_fragment,
                                                        args.stream_id)
    except AeronError as ex:
        common.error_line("aeronkit recordings", ex)
        return 1
    for d in descriptors:
        if args.json:
            fields = {k: v for k, v in dataclasses.asdict(d).items() if k not in LOCAL_FIELDS}
            print(json.dumps(fields, sort_keys=True))
        else:
            stop = "recording" if d.stop_position == NULL_POSITION else str(d.stop_position)
            print(f"recording {d.recording_id}: stream {d.stream_id} session {d.session_id} "
                  f"positions {d.start_position}..{stop} {d.original_channel} from {d.source_identity}")
    if not args.json:
        print(f"{len(descriptors)} recordings", flush=True)
    return 0
