"""`aeronkit sub`: subscribe, check the standard test pattern, print a summary of what arrived.

Reads with the batch API (``Subscription.poll_batch``) by default, or fragment by fragment through a
FragmentAssembler with ``--batch 0``; fragmented messages are reassembled either way. Stops once
``--messages`` messages have arrived (or the pattern's sequence number ``--messages - 1``), when every image
has gone after one appeared, or at ``--timeout`` (also while a connected publisher sends nothing); then
prints the ``testpattern.ArrivalCheck`` line, which counts only what arrived: messages, bytes, payloads
that are not the pattern (a Java program's text is never read as a sequence number), and, for pattern
messages, the range of sequence numbers seen with the missing, out-of-order, duplicate and corrupt ones
among them. Exits 0 only if ``--messages`` arrived and that check is clean (1 otherwise). If the client
fails (no driver, the driver died, a damaged log) it prints one line on stderr naming the cause, then
the summary, and exits 4.

With ``--print text|hex`` it verifies nothing and prints every message as it arrives (tools/dump.py), like
Aeron's BasicSubscriber or kcat, until interrupted (SIGINT/SIGTERM), ``--messages`` or ``--timeout`` if
given; then ``received N messages, B bytes`` on stderr.
"""

from __future__ import annotations

import argparse
import sys
import time

from aeronkit import testpattern
from aeronkit.client import Batch, Context, FragmentAssembler, Subscription
from aeronkit.client.header import BEGIN_FLAG, END_FLAG, UNFRAGMENTED
from aeronkit.errors import AeronError
from aeronkit.idle import BackoffIdleStrategy
from aeronkit.tools import common, dump
from aeronkit.tools.pub import CLIENT_FAILED, ErrorLine, add_common_arguments, connect_within

HELP = "subscribe, verify the standard test pattern and print a summary (or --print what arrives)"
DEFAULT_MESSAGES = 1000
DEFAULT_TIMEOUT_S = 60.0


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_common_arguments(parser)
    parser.set_defaults(messages=None, timeout=None)  # verifying: 1000 and 60 s; printing: no limit
    parser.add_argument("--batch", type=int, default=1024, metavar="N",
                        help="fragments per batch poll (default 1024; 0 = poll with a FragmentAssembler)")
    parser.add_argument("--print", dest="print_format", choices=dump.FORMATS, metavar="FORMAT",
                        help="print every message (text or hex) instead of verifying the test pattern")


class BatchAssembler:
    """Feeds whole messages from batches to the verifier, joining fragments per session."""

    def __init__(self, verifier: testpattern.ArrivalCheck) -> None:
        self.verifier = verifier
        self.partial: dict[int, bytearray] = {}

    def on_batch(self, batch: Batch) -> None:
        verifier = self.verifier
        image = batch.image
        assert image is not None, "called only for a batch with fragments, which always has its image"
        session_id = image.session_id
        for view, flags in batch:
            if flags & UNFRAGMENTED == UNFRAGMENTED:
                verifier.on_message(view)
            elif flags & BEGIN_FLAG:
                self.partial[session_id] = bytearray(view)
            else:
                partial = self.partial.get(session_id)
                if partial is None:
                    continue
                partial += view
                if flags & END_FLAG:
                    del self.partial[session_id]
                    verifier.on_message(partial)


def receive(subscription: Subscription, args: argparse.Namespace, deadline: float,
            verifier: testpattern.ArrivalCheck, stop: common.StopSignals) -> None:
    """Check messages until ``--messages`` arrived, the images went, the deadline passed or a signal came."""
    idle = BackoffIdleStrategy(max_spins=10, max_yields=20, min_park_ns=1_000, max_park_ns=100_000)
    expected = args.messages
    seen_image = False
    batch_size = max(0, args.batch)
    assembler = BatchAssembler(verifier)
    handler = FragmentAssembler(lambda buffer, offset, length, header: verifier.on_message(
        buffer[offset:offset + length]))
    while verifier.messages < expected and verifier.highest < expected - 1:
        if time.monotonic() > deadline:
            print(f"timed out after {args.timeout:g} s", flush=True)
            return
        if stop.requested:
            print("interrupted", flush=True)
            return
        if batch_size:
            with subscription.poll_batch(batch_size) as batch:
                work = batch.count
                if work:
                    assembler.on_batch(batch)
        else:
            work = subscription.poll(handler, 256)
        if work:
            idle.reset()
            continue
        if subscription.image_count:
            seen_image = True
        elif seen_image:
            return
        idle.idle(0)


def print_messages(args: argparse.Namespace) -> int:
    """Print whatever arrives until a signal, ``--messages`` or ``--timeout``."""
    stop = common.StopSignals()
    deadline = None if args.timeout is None else time.monotonic() + args.timeout
    errors = ErrorLine("sub")
    printer = dump.Printer(args.print_format)
    handler = FragmentAssembler(printer)
    idle = BackoffIdleStrategy(max_spins=10, max_yields=20, min_park_ns=1_000, max_park_ns=1_000_000)
    ctx = Context(aeron_dir=args.dir, driver_timeout_ms=args.driver_timeout_ms, error_handler=errors)
    code = 0
    try:
        with connect_within(ctx, args.timeout) as aeron:
            subscription = aeron.add_subscription(args.channel, args.stream_id)
            while not stop.requested and (args.messages is None or printer.messages < args.messages):
                if deadline is not None and time.monotonic() > deadline:
                    break
                work = subscription.poll(handler, 1 if args.messages is not None else 64)
                idle.idle(work)
    except AeronError as exc:
        errors(exc)
        code = CLIENT_FAILED
    print(f"received {printer.messages} messages, {printer.bytes} bytes", file=sys.stderr, flush=True)
    return code


def run(args: argparse.Namespace) -> int:
    if args.print_format:
        return print_messages(args)
    args.messages = DEFAULT_MESSAGES if args.messages is None else args.messages
    args.timeout = DEFAULT_TIMEOUT_S if args.timeout is None else args.timeout
    deadline = time.monotonic() + args.timeout
    errors = ErrorLine("sub")
    ctx = Context(aeron_dir=args.dir, driver_timeout_ms=args.driver_timeout_ms, error_handler=errors)
    verifier = testpattern.ArrivalCheck(limit=args.messages)
    started = time.monotonic()
    failed = False
    try:
        with connect_within(ctx, args.timeout) as aeron:
            stop = common.StopSignals()  # from here a signal ends the run with its summary line
            subscription = aeron.add_subscription(args.channel, args.stream_id)
            print("subscribed", flush=True)
            started = time.monotonic()
            receive(subscription, args, deadline, verifier, stop)
    except AeronError as exc:
        errors(exc)
        failed = True
    print(f"elapsed {time.monotonic() - started:.3f} s", flush=True)
    print(verifier.summary(), flush=True)
    if failed:
        return CLIENT_FAILED
    return 0 if verifier.ok and verifier.messages >= args.messages else 1
