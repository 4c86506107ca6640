"""What the reading tools share: the --dir option, mapping cnc.dat with friendly errors, stream keys."""

from __future__ import annotations

import argparse
import json
import signal
import struct
import sys
import traceback
from dataclasses import dataclass

from aeronkit.cnc import CncFile, default_aeron_dir
from aeronkit.counter_types import CounterTypeId
from aeronkit.errors import AeronError

STREAM_COUNTER_TYPE_IDS = frozenset({
    CounterTypeId.DRIVER_PUBLISHER_LIMIT,
    CounterTypeId.DRIVER_SENDER_POSITION,
    CounterTypeId.DRIVER_RECEIVER_HWM,
    CounterTypeId.DRIVER_SUBSCRIBER_POSITION,
    CounterTypeId.DRIVER_RECEIVER_POS,
    CounterTypeId.DRIVER_SENDER_LIMIT,
    CounterTypeId.DRIVER_PUBLISHER_POS,
    CounterTypeId.DRIVER_SENDER_BPE,
    CounterTypeId.DRIVER_SENDER_NAKS_RECEIVED,
    CounterTypeId.DRIVER_RECEIVER_NAKS_SENT,
})
"""Counters whose key is a stream key (StreamCounter.java): what ``streams`` lists."""

# Stream counter key (aeron-driver/src/main/java/io/aeron/driver/status/StreamCounter.java).
KEY_REGISTRATION_ID_OFFSET = 0
KEY_SESSION_ID_OFFSET = 8
KEY_STREAM_ID_OFFSET = 12
KEY_CHANNEL_OFFSET = 16


@dataclass(frozen=True)
class StreamKey:
    registration_id: int
    session_id: int
    stream_id: int
    channel: str


def ascii_at(key: bytes, offset: int) -> str:
    """A length-prefixed ASCII string inside a key, clamped to the key (keys are 112 bytes at most)."""
    if offset + 4 > len(key):
        return ""
    (length,) = struct.unpack_from("<i", key, offset)
    length = max(0, min(length, len(key) - offset - 4))
    return key[offset + 4:offset + 4 + length].decode("ascii", errors="replace")


def stream_key(key: bytes) -> StreamKey:
    registration_id, session_id, stream_id = struct.unpack_from("<qii", key, 0)
    return StreamKey(registration_id, session_id, stream_id, ascii_at(key, KEY_CHANNEL_OFFSET))


def add_dir_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--dir", default=None, metavar="AERON_DIR",
        help="aeron directory (default: -Daeron.dir, then $AERON_DIR, then /dev/shm/aeron-<user>)")


def aeron_dir(args: argparse.Namespace) -> str:
    return args.dir if getattr(args, "dir", None) else default_aeron_dir()


def open_cnc(args: argparse.Namespace) -> CncFile | None:
    """Map cnc.dat read-only, or print why not and return None."""
    try:
        return CncFile.map(aeron_dir(args))
    except AeronError as ex:
        error_line("aeronkit", ex)
        return None


class Debug:
    """``aeronkit --debug``: where a command would print one line for an error, also print the traceback."""

    enabled = False


def error_line(prefix: str, error: BaseException) -> None:
    """``<prefix>: <error>`` on stderr as one line; with --debug, the traceback first."""
    if Debug.enabled:
        traceback.print_exception(error, file=sys.stderr)
    print(f"{prefix}: {error}".replace("\n", " "), file=sys.stderr, flush=True)


def add_json_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print JSON (one document per line)")


def print_json(document: object) -> None:
    print(json.dumps(document, sort_keys=True), flush=True)


class StopSignals:
    """Set by SIGINT or SIGTERM, so a long-running tool leaves its loop and cleans up (stops a recording,
    prints its summary) instead of dying mid-way. Install from the main thread."""

    def __init__(self) -> None:
        self.requested = False
        for signum in (signal.SIGINT, signal.SIGTERM):
            signal.signal(signum, self._on_signal)

    def _on_signal(self, signum: int, frame: object) -> None:
        self.requested = True
