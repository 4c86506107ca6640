"""Per-stream and per-client counters the conductor allocates, with Aeron's type ids, keys and labels.

Key and label layout: aeron-driver/src/main/java/io/aeron/driver/status/StreamCounter.java at 1.51.0 —
key = int64 registration id, int32 session id, int32 stream id, int32 channel length, channel ASCII
(at most 112 - 20 = 92 bytes); label = "<name>: <registrationId> <sessionId> <streamId> <channel>" plus
" @<joinPosition>" for subscriber positions. Counter registration id = the stream's registration id,
owner id = the client that caused it. The client heartbeat counter (type 11) has key = client id and label
"client-heartbeat: id=<clientId>" (ClientHeartbeatTimestamp / HeartbeatTimestamp). Java tools such as
StreamStat and AeronStat read these keys and labels.
"""

from __future__ import annotations

import struct

from aeronkit.concurrent.counters import MAX_KEY_LENGTH, MAX_LABEL_LENGTH, AtomicCounter, CountersManager
from aeronkit.constants import NULL_VALUE
from aeronkit.counter_types import CounterTypeId

PUBLISHER_LIMIT_TYPE_ID = CounterTypeId.DRIVER_PUBLISHER_LIMIT
SENDER_POSITION_TYPE_ID = CounterTypeId.DRIVER_SENDER_POSITION
RECEIVER_HWM_TYPE_ID = CounterTypeId.DRIVER_RECEIVER_HWM
SUBSCRIBER_POSITION_TYPE_ID = CounterTypeId.DRIVER_SUBSCRIBER_POSITION
RECEIVER_POSITION_TYPE_ID = CounterTypeId.DRIVER_RECEIVER_POS
CLIENT_HEARTBEAT_TYPE_ID = CounterTypeId.DRIVER_HEARTBEAT
PUBLISHER_POS_TYPE_ID = CounterTypeId.DRIVER_PUBLISHER_POS

PUBLISHER_LIMIT_NAME = "pub-lmt"
PUBLISHER_POS_CONCURRENT_NAME = "pub-pos (concurrent)"
PUBLISHER_POS_EXCLUSIVE_NAME = "pub-pos (exclusive)"
SUBSCRIBER_POSITION_NAME = "sub-pos"
CLIENT_HEARTBEAT_NAME = "client-heartbeat"

CHANNEL_OFFSET = 16
MAX_CHANNEL_LENGTH = MAX_KEY_LENGTH - (CHANNEL_OFFSET + 4)

_STREAM_KEY = struct.Struct("<qiii")


class Position:
    """A counter the driver owns: read, ordered write, and free (idempotent) when its resource goes."""

    __slots__ = ("_closed", "counter", "counter_id", "manager")

    def __init__(self, manager: CountersManager, counter_id: int) -> None:
        self.manager = manager
        self.counter_id = counter_id
        self.counter = AtomicCounter(manager.values, counter_id)
        self._closed = False

    def get(self) -> int:
        return self.counter.get()

    def set_release(self, value: int) -> None:
        self.counter.set_ordered(value)

    def increment(self) -> int:
        return self.counter.increment()

    @property
    def is_closed(self) -> bool:
        return self._closed

    def close(self) -> None:
        if not self._closed:
            self._closed = True
            self.manager.free(self.counter_id)


def allocate_stream_counter(
    manager: CountersManager,
    name: str,
    type_id: int,
    client_id: int,
    registration_id: int,
    session_id: int,
    stream_id: int,
    channel: str,
    join_position: int = NULL_VALUE,
) -> Position:
    channel_bytes = channel.encode("ascii", errors="replace")[:MAX_CHANNEL_LENGTH]
    key = _STREAM_KEY.pack(registration_id, session_id, stream_id, len(channel_bytes)) + channel_bytes
    label = f"{name}: {registration_id} {session_id} {stream_id} "
    label += channel[: max(0, MAX_LABEL_LENGTH - len(label))]
    if join_position != NULL_VALUE and len(label) < MAX_LABEL_LENGTH - 20:
        label += f" @{join_position}"
    counter_id = manager.allocate(label, type_id, key)
    manager.set_counter_registration_id(counter_id, registration_id)
    manager.set_counter_owner_id(counter_id, client_id)
    return Position(manager, counter_id)


def allocate_client_heartbeat(manager: CountersManager, client_id: int, now_ms: int) -> Position:
    counter_id = manager.allocate(
        f"{CLIENT_HEARTBEAT_NAME}: id={client_id}", CLIENT_HEARTBEAT_TYPE_ID, struct.pack("<q", client_id)
    )
    position = Position(manager, counter_id)
    position.set_release(now_ms)
    manager.set_counter_registration_id(counter_id, client_id)
    manager.set_counter_owner_id(counter_id, client_id)
    return position
