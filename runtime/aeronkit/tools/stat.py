"""`aeronkit stat`: every counter in cnc.dat with id, value and label, like Aeron's AeronStat.

``--json`` prints the same counters as one JSON document (one per update with ``--watch``). ``--watch``
adds each counter's change per second since the previous update (``rate_per_s`` in JSON).

Filters are regular expressions matched (search) against the type id, the identity (system counter id or
stream registration id), and for stream counters the session id, stream id and channel, as AeronStat's
CounterFilter does (aeron-samples/src/main/java/io/aeron/samples/AeronStat.java at 1.51.0).
"""

from __future__ import annotations

import argparse
import re
import struct
import sys
import time
from collections.abc import Callable, Mapping

from aeronkit.cnc import CncFile
from aeronkit.concurrent.counters import CountersReader
from aeronkit.counter_types import CounterTypeId
from aeronkit.tools import common

HELP = "print every counter of a media driver (id, value, label), like AeronStat"

_STREAM_KEYED = frozenset({  # the counters AeronStat's identity/session/stream/channel filters read a key of
    CounterTypeId.DRIVER_PUBLISHER_LIMIT,
    CounterTypeId.DRIVER_SENDER_POSITION,
    CounterTypeId.DRIVER_RECEIVER_HWM,
    CounterTypeId.DRIVER_SUBSCRIBER_POSITION,
    CounterTypeId.DRIVER_RECEIVER_POS,
    CounterTypeId.DRIVER_SENDER_LIMIT,
    CounterTypeId.DRIVER_PER_IMAGE,
    CounterTypeId.DRIVER_PUBLISHER_POS,
})


def add_arguments(parser: argparse.ArgumentParser) -> None:
    common.add_dir_argument(parser)
    parser.add_argument("--type", dest="type_filter", metavar="REGEX", help="counter type id")
    parser.add_argument("--identity", metavar="REGEX", help="system counter id or stream registration id")
    parser.add_argument("--session", metavar="REGEX", help="session id (stream counters)")
    parser.add_argument("--stream", metavar="REGEX", help="stream id (stream counters)")
    parser.add_argument("--channel", metavar="REGEX", help="channel (stream and channel status counters)")
    common.add_watch_arguments(parser)
    common.add_json_argument(parser)


def _matcher(pattern: str | None) -> Callable[[Callable[[], str]], bool]:
    compiled = re.compile(pattern) if pattern else None
    return lambda supplier: compiled is None or compiled.search(supplier()) is not None


class CounterFilter:
    def __init__(self, args: argparse.Namespace) -> None:
        self.type = _matcher(args.type_filter)
        self.identity = _matcher(args.identity)
        self.session = _matcher(args.session)
        self.stream = _matcher(args.stream)
        self.channel = _matcher(args.channel)

    def accept(self, type_id: int, key: bytes) -> bool:
        if not self.type(lambda: str(type_id)):
            return False
        if type_id == CounterTypeId.DRIVER_SYSTEM_COUNTER:
            return self.identity(lambda: str(struct.unpack_from("<i", key, 0)[0]))
        if type_id in _STREAM_KEYED:
            sk = common.stream_key(key)
            return (self.identity(lambda: str(sk.registration_id))
                    and self.session(lambda: str(sk.session_id))
                    and self.stream(lambda: str(sk.stream_id))
                    and self.channel(lambda: sk.channel))
        if type_id in (CounterTypeId.DRIVER_SEND_CHANNEL_STATUS, CounterTypeId.DRIVER_RECEIVE_CHANNEL_STATUS):
            return self.channel(lambda: common.ascii_at(key, 0))
        return True


def render(cnc: CncFile, counters: CountersReader, counter_filter: CounterFilter,
           rates: Mapping[int, float] | None = None) -> list[str]:
    """AeronStat's lines; with ``rates`` (``--watch``) a per-second change column after each value."""
    heartbeat_age = time.time_ns() // 1_000_000 - cnc.driver_heartbeat_ms()
    lines = [
        f"{time.strftime('%H:%M:%S')} - Aeron Stat (CnC v{cnc.semantic_version}), pid {cnc.pid}, "
        f"heartbeat age {heartbeat_age}ms",
        "=" * 70,
    ]
    width = len(str(counters.max_counter_id))
    for counter_id, type_id in counters.allocated_ids():
        if counter_filter.accept(type_id, counters.get_counter_key(counter_id)):
            value = counters.get_counter_value(counter_id)
            rate = "" if rates is None else f" {common.show_rate(rates.get(counter_id)):>18}"
            label = counters.get_counter_label(counter_id)
            lines.append(f"{counter_id:>{width}}: {value:>26,}{rate} - {label}")
    lines.append("--")
    return lines


def as_json(cnc: CncFile, counters: CountersReader, counter_filter: CounterFilter,
            rates: Mapping[int, float] | None = None) -> dict[str, object]:
    """The same counters as ``render``, as one JSON document (type ids and keys' registration ids too)."""
    rows = []
    for counter_id, type_id in counters.allocated_ids():
        if counter_filter.accept(type_id, counters.get_counter_key(counter_id)):
            row: dict[str, object] = {
                "counter_id": counter_id, "type_id": type_id, "value": counters.get_counter_value(counter_id),
                "label": counters.get_counter_label(counter_id),
                "registration_id": counters.get_counter_registration_id(counter_id)}
            if rates is not None and counter_id in rates:
                row["rate_per_s"] = rates[counter_id]
            rows.append(row)
    return {"cnc_version": cnc.semantic_version, "pid": cnc.pid,
            "heartbeat_age_ms": time.time_ns() // 1_000_000 - cnc.driver_heartbeat_ms(), "counters": rows}


def run(args: argparse.Namespace) -> int:
    try:
        counter_filter = CounterFilter(args)
    except re.error as ex:
        print(f"aeronkit stat: bad filter pattern: {ex}", file=sys.stderr)
        return 2
    cnc = common.open_cnc(args)
    if cnc is None:
        return 1
    counters = cnc.counters_reader()
    rater: common.Rates[int] = common.Rates()

    def update(now_s: float) -> None:
        rates = None
        if args.watch:
            values = {cid: counters.get_counter_value(cid) for cid, _ in counters.allocated_ids()}
            rates = rater.sample(now_s, values)
        if args.json:
            common.print_json(as_json(cnc, counters, counter_filter, rates))
        else:
            if args.watch:
                common.clear_screen()
            print("\n".join(render(cnc, counters, counter_filter, rates)), flush=True)

    try:
        return common.watch(args, update)
    finally:
        cnc.close()
