"""`aeronkit streams`: stream positions grouped by session, stream and channel, like Aeron's StreamStat.

Each line: ``sessionId=S streamId=T channel=C : name:registrationId:value ...`` over the stream counters
(pub-lmt, snd-pos, rcv-hwm, sub-pos, rcv-pos, snd-lmt, pub-pos, snd-bpe, naks), ordered by session id,
stream id and channel (aeron-samples/src/main/java/io/aeron/samples/StreamStat.java at 1.51.0).
``--watch`` repeats it like StreamStat's loop and adds each position's change per second
(``name:registrationId:value(+rate/s)``; ``rate_per_s`` in JSON).
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping
from dataclasses import dataclass, field

from aeronkit.concurrent.counters import CountersReader
from aeronkit.counter_types import CounterTypeId
from aeronkit.tools import common

HELP = "print stream positions grouped by session/stream/channel (like StreamStat)"


@dataclass
class StreamLine:
    session_id: int
    stream_id: int
    channel: str
    full_channel: str
    positions: list[tuple[str, int, int]] = field(default_factory=list)

    def render(self, rates: Mapping[tuple[str, int], float] | None = None) -> str:
        parts = [f"sessionId={self.session_id} streamId={self.stream_id} channel={self.full_channel} :"]
        for name, registration_id, value in self.positions:
            rate = (rates or {}).get((name, registration_id))
            shown = "" if rate is None else f"({common.show_rate(rate)})"
            parts.append(f"{name}:{registration_id}:{value}{shown}")
        return " ".join(parts)

    def as_json(self, rates: Mapping[tuple[str, int], float] | None = None) -> dict[str, object]:
        positions = []
        for name, registration_id, value in self.positions:
            position: dict[str, object] = {"name": name, "registration_id": registration_id, "value": value}
            if rates is not None and (name, registration_id) in rates:
                position["rate_per_s"] = rates[(name, registration_id)]
            positions.append(position)
        return {"session_id": self.session_id, "stream_id": self.stream_id, "channel": self.full_channel,
                "positions": positions}


def _full_channel(type_id: int, label: str, channel: str) -> str:
    """The untruncated channel from the label (keys cut it at 92 chars), minus a sub-pos join position."""
    start = label.find("aeron:")
    if start < 0:
        return channel
    join = label.rfind(" @")
    if type_id == CounterTypeId.DRIVER_SUBSCRIBER_POSITION and join > start:
        return label[start:join]
    return label[start:]


def snapshot(counters: CountersReader) -> list[StreamLine]:
    streams: dict[tuple[int, int, str], StreamLine] = {}
    for counter_id, type_id in counters.allocated_ids():
        if type_id not in common.STREAM_COUNTER_TYPE_IDS:
            continue
        key = common.stream_key(counters.get_counter_key(counter_id))
        label = counters.get_counter_label(counter_id)
        name = label.split(":", 1)[0]
        full = _full_channel(type_id, label, key.channel)
        line = streams.setdefault((key.session_id, key.stream_id, key.channel),
                                  StreamLine(key.session_id, key.stream_id, key.channel, full))
        if len(full) > len(line.full_channel):
            line.full_channel = full
        line.positions.append((name, key.registration_id, counters.get_counter_value(counter_id)))
    return [streams[k] for k in sorted(streams)]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    common.add_dir_argument(parser)
    common.add_watch_arguments(parser)
    common.add_json_argument(parser)


def run(args: argparse.Namespace) -> int:
    cnc = common.open_cnc(args)
    if cnc is None:
        return 1
    counters = cnc.counters_reader()
    rater: common.Rates[tuple[str, int]] = common.Rates()

    def update(now_s: float) -> None:
        lines = snapshot(counters)
        rates = None
        if args.watch:
            rates = rater.sample(now_s, {(name, registration_id): value for line in lines
                                                    for name, registration_id, value in line.positions})
            if not args.json:
                common.clear_screen()
        for line in lines:
            if args.json:
                common.print_json(line.as_json(rates))
            else:
                print(line.render(rates))
        if args.watch and not args.json:
            print("--", flush=True)

    try:
        return common.watch(args, update)
    finally:
        cnc.close()
