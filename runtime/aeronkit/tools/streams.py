"""`aeronkit streams`: stream positions grouped by session, stream and channel, like Aeron's StreamStat.

Each line: ``sessionId=S streamId=T channel=C : name:registrationId:value ...`` over the stream counters
(pub-lmt, snd-pos, rcv-hwm, sub-pos, rcv-pos, snd-lmt, pub-pos, snd-bpe, naks), ordered by session id,
stream id and channel (aeron-samples/src/main/java/io/aeron/samples/StreamStat.java at 1.51.0).
"""

from __future__ import annotations

import argparse
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

    def render(self) -> str:
        parts = [f"sessionId={self.session_id} streamId={self.stream_id} channel={self.full_channel} :"]
        parts += [f"{name}:{registration_id}:{value}" for name, registration_id, value in self.positions]
        return " ".join(parts)


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
    common.add_json_argument(parser)


def run(args: argparse.Namespace) -> int:
    cnc = common.open_cnc(args)
    if cnc is None:
        return 1
    try:
        for line in snapshot(cnc.counters_reader()):
            if args.json:
                common.print_json({
                    "session_id": line.session_id, "stream_id": line.stream_id, "channel": line.full_channel,
                    "positions": [{"name": name, "registration_id": registration_id, "value": value}
                                  for name, registration_id, value in line.positions]})
            else:
                print(line.render())
    finally:
        cnc.close()
    return 0
