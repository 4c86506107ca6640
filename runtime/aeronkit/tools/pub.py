"""`aeronkit pub`: publish the standard test pattern (aeronkit.testpattern) and print what was sent.

Waits for a subscriber, then offers ``--messages`` messages whose lengths come from the seeded
LengthGenerator; ``--batch N`` (the default) appends up to N messages per native call with the batch
API, ``--batch 0`` offers them one by one as Aeron's samples do. Ends with ``sent N messages, B bytes``;
exits 2 if no subscriber appears or the stream stalls past ``--timeout``, 3 if the publication closes,
4 if the client fails (no driver, the driver died or refused): then one line on stderr names the cause,
never a traceback.
"""

from __future__ import annotations

import argparse
import array
import sys
import time
import traceback

from aeronkit import exit_codes, testpattern
from aeronkit.client import (
    CLOSED,
    MAX_POSITION_EXCEEDED,
    Aeron,
    Context,
    ExclusivePublication,
    Publication,
)
from aeronkit.cnc import CncFile
from aeronkit.errors import AeronError, DriverTimeoutError
from aeronkit.idle import BackoffIdleStrategy
from aeronkit.logbuffer.results import result_name
from aeronkit.tools import common

HELP = "publish the standard test pattern and print a summary"
CLIENT_FAILED = 4


class ErrorLine:
    """The tools' client error handler: each distinct error once, as one line on stderr. The conductor's
    report of a dead driver and the exception that then ends the tool carry the same text."""

    def __init__(self, tool: str) -> None:
        self.tool = tool
        self._printed: set[str] = set()

    def __call__(self, error: BaseException) -> None:
        line = f"{self.tool}: {type(error).__name__}: {error}".replace("\n", " ")
        if line not in self._printed:
            self._printed.add(line)
            if common.Debug.enabled:
                traceback.print_exception(error, file=sys.stderr)
            print(line, file=sys.stderr, flush=True)


DRIVER_POLL_S = 0.01


def connect_within(ctx: Context, timeout_s: float | None) -> Aeron:
    """``Aeron.connect``, but waiting for a driver no longer than ``--timeout`` either.

    The client's own wait for cnc.dat and a fresh heartbeat lasts ``aeron.driver.timeout`` (10 s), which
    also judges a running driver's liveness and so keeps its value; pub and sub used to sit out those
    10 s whatever ``--timeout`` said. So first wait, within the shorter of the two, for a cnc.dat whose
    driver heartbeat is younger than the driver timeout (what the client then accepts at once).
    """
    limit_s, limit = ctx.driver_timeout_ms / 1000, f"driver_timeout_ms={ctx.driver_timeout_ms}"
    if timeout_s is not None and timeout_s < limit_s:
        limit_s, limit = timeout_s, f"--timeout {timeout_s:g} s"
    deadline = time.monotonic() + limit_s
    while True:
        try:
            with CncFile.map(ctx.aeron_dir) as cnc:
                age_ms = time.time_ns() // 1_000_000 - cnc.driver_heartbeat_ms()
            if age_ms <= ctx.driver_timeout_ms:
                return Aeron.connect(ctx)
            problem = f"its driver heartbeat is {age_ms} ms old"
        except AeronError as exc:
            problem = str(exc)
        if time.monotonic() > deadline:
            raise DriverTimeoutError(f"no live driver in {ctx.aeron_dir} within {limit}: {problem}")
        time.sleep(DRIVER_POLL_S)


def add_common_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--dir", help="aeron directory of the media driver (default: aeron.dir / AERON_DIR)")
    parser.add_argument("--channel", default="aeron:ipc", help="channel URI (default aeron:ipc)")
    parser.add_argument("--stream-id", type=int, default=1001, help="stream id (default 1001)")
    parser.add_argument("--messages", type=int, default=1000, help="number of messages (default 1000)")
    parser.add_argument("--timeout", type=float, default=60.0, metavar="SECONDS",
                        help="give up after this long without finishing (default 60)")
    parser.add_argument("--driver-timeout-ms", type=int, default=None, help="driver liveness timeout")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_common_arguments(parser)
    parser.add_argument("--length", type=int, help="every message this long (sets min and max)")
    parser.add_argument("--min-length", type=int, default=8, help="shortest message (default 8)")
    parser.add_argument("--max-length", type=int, default=4096, help="longest message (default 4096)")
    parser.add_argument("--large-every", type=int, default=0, metavar="N",
                        help="about one message in N gets a length up to --large-max-length")
    parser.add_argument("--large-max-length", type=int, help="upper length bound of those messages")
    parser.add_argument("--seed", type=int, default=1, help="seed of the length sequence (default 1)")
    parser.add_argument("--concurrent", action="store_true",
                        help="use a concurrent publication (default: exclusive)")
    parser.add_argument("--batch", type=int, default=256, metavar="N",
                        help="messages per batch offer (default 256; 0 = one offer per message)")


def _generator(args: argparse.Namespace) -> testpattern.LengthGenerator:
    lo, hi = (args.length, args.length) if args.length is not None else (args.min_length, args.max_length)
    return testpattern.LengthGenerator(args.seed, lo, hi, args.large_every, args.large_max_length)


class _Stalled(Exception):
    pass


def publish(publication: Publication, args: argparse.Namespace, deadline: float,
            stop: common.StopSignals | None = None) -> tuple[int, int]:
    """Offer every message, or those before SIGINT/SIGTERM set ``stop``; returns (messages, bytes) sent."""
    lengths_gen = _generator(args)
    idle = BackoffIdleStrategy(max_spins=10, max_yields=20, min_park_ns=1_000, max_park_ns=100_000)
    total_bytes = 0
    n = args.messages
    batch = max(0, args.batch)
    i = 0
    while i < n:
        if stop is not None and stop.requested:
            return i, total_bytes
        if batch:
            count = min(batch, n - i)
            lengths = array.array("i", (lengths_gen.next() for _ in range(count)))
            offsets = array.array("i", bytes(4 * count))
            buffer = bytearray()
            for k in range(count):
                offsets[k] = len(buffer)
                buffer += testpattern.message(i + k, lengths[k])
            done = 0
            offsets_view = memoryview(offsets)
            lengths_view = memoryview(lengths)
            while done < count:
                appended, result = publication.offer_batch(buffer, offsets_view[done:], lengths_view[done:])
                if appended:
                    done += appended
                    idle.reset()
                    continue
                _on_failure(result, i + done, deadline)
                if stop is not None and stop.requested:
                    return i + done, total_bytes + sum(lengths[:done])
                idle.idle(0)
            total_bytes += len(buffer)
            i += count
        else:
            length = lengths_gen.next()
            message = testpattern.message(i, length)
            idle.reset()
            while (result := publication.offer(message)) < 0:
                _on_failure(result, i, deadline)
                if stop is not None and stop.requested:
                    return i, total_bytes
                idle.idle(0)
            total_bytes += length
            i += 1
    return n, total_bytes


def _on_failure(result: int, index: int, deadline: float) -> None:
    if result in (CLOSED, MAX_POSITION_EXCEEDED):
        raise RuntimeError(f"publication failed at message {index}: {result_name(result)}")
    if time.monotonic() > deadline:
        raise _Stalled(f"timed out at message {index}: {result_name(result)}")


def run(args: argparse.Namespace) -> int:
    errors = ErrorLine("pub")
    try:
        return _run(args, errors)
    except AeronError as exc:
        errors(exc)
        return CLIENT_FAILED


def _run(args: argparse.Namespace, errors: ErrorLine) -> int:
    deadline = time.monotonic() + args.timeout
    ctx = Context(aeron_dir=args.dir, driver_timeout_ms=args.driver_timeout_ms, error_handler=errors)
    with connect_within(ctx, args.timeout) as aeron:
        stop = common.StopSignals()  # from here a signal ends the run with its summary line
        publication: Publication | ExclusivePublication = (
            aeron.add_publication(args.channel, args.stream_id) if args.concurrent
            else aeron.add_exclusive_publication(args.channel, args.stream_id))
        idle = BackoffIdleStrategy(max_spins=0, max_yields=10, min_park_ns=100_000, max_park_ns=1_000_000)
        while not publication.is_connected:
            if time.monotonic() > deadline:
                print("timed out waiting for a subscriber", flush=True)
                return 2
            if stop.requested:
                print("interrupted waiting for a subscriber", flush=True)
                return exit_codes.FAILURE
            idle.idle(0)
        print(f"connected session {publication.session_id}", flush=True)
        started = time.monotonic()
        try:
            messages, total = publish(publication, args, deadline, stop)
        except _Stalled as exc:
            print(exc, flush=True)
            return 2
        except RuntimeError as exc:
            print(exc, file=sys.stderr, flush=True)
            return 3
        elapsed = time.monotonic() - started
        rate = messages / elapsed if elapsed > 0 else 0.0
        if stop.requested:
            print(f"interrupted at message {messages} of {args.messages}", flush=True)
        print(f"sent {messages} messages, {total} bytes in {elapsed:.3f} s ({rate:,.0f} msg/s)", flush=True)
        publication.close()
    return exit_codes.FAILURE if messages < args.messages else exit_codes.OK
