"""What the reading tools share: the --dir option, mapping cnc.dat with friendly errors, stream keys."""

from __future__ import annotations

import argparse
import json
import signal
import struct
import sys
import time
import traceback
from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass
from typing import Generic, TypeVar

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


K = TypeVar("K", bound=Hashable)


def add_watch_arguments(parser: argparse.ArgumentParser) -> None:
    """``--watch`` (AeronStat's refreshing loop, with per-second rates), ``--delay`` and ``--count``."""
    parser.add_argument("--watch", action="store_true",
                        help="repeat until interrupted, showing each value's change per second")
    parser.add_argument("--delay", type=float, default=1.0, metavar="SECONDS",
                        help="seconds between updates with --watch (default 1)")
    parser.add_argument("--count", type=int, default=0, metavar="N",
                        help="with --watch: stop after N updates (default: until Ctrl-C)")


class Rates(Generic[K]):
    """Each value's change per second since the previous sample: what a person watching counters wants
    (AeronStat's loop shows only values). A key seen for the first time has no rate yet."""

    def __init__(self) -> None:
        self._previous: dict[K, int] = {}
        self._at: float | None = None

    def sample(self, now_s: float, values: Mapping[K, int]) -> dict[K, float]:
        rates: dict[K, float] = {}
        if self._at is not None and now_s > self._at:
            elapsed = now_s - self._at
            rates = {key: (value - self._previous[key]) / elapsed
                     for key, value in values.items() if key in self._previous}
        self._previous = dict(values)
        self._at = now_s
        return rates


def show_rate(rate: float | None) -> str:
    """``+1,234/s`` (rounded to a whole number), or nothing before the second sample."""
    return "" if rate is None else f"{rate:+,.0f}/s"


def watch(args: argparse.Namespace, update: Callable[[float], None]) -> int:
    """Call ``update(now_s)`` (monotonic seconds, for ``Rates``) once, or with ``--watch`` every ``--delay``
    seconds until Ctrl-C or ``--count`` updates; exit status 0 either way. The delay is the view's refresh
    period, as in AeronStat; tests replace this module's ``time`` to run the loop on a simulated clock."""
    updates = 0
    try:
        while True:
            update(time.monotonic())
            updates += 1
            if not args.watch or 0 < args.count <= updates:
                return 0
            time.sleep(max(args.delay, 0.05))
    except KeyboardInterrupt:
        return 0


def clear_screen() -> None:
    """Home the cursor and clear a terminal between updates; nothing when stdout is a file or pipe."""
    if sys.stdout.isatty():
        sys.stdout.write("\x1b[2J\x1b[H")


class StopSignals:
    """Set by SIGINT or SIGTERM, so a long-running tool leaves its loop and cleans up (stops a recording,
    prints its summary) instead of dying mid-way. Install from the main thread."""

    def __init__(self) -> None:
        self.requested = False
        for signum in (signal.SIGINT, signal.SIGTERM):
            signal.signal(signum, self._on_signal)

    def _on_signal(self, signum: int, frame: object) -> None:
        self.requested = True
