"""What the reading tools share: the --dir option, mapping cnc.dat with friendly errors, stream keys."""

from __future__ import annotations

import argparse
import struct
import sys
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
        print(f"aeronkit: {ex}", file=sys.stderr)
        return None
