"""Finding the local archive's recording-position counter (type 100) of a recording, from any client.

The archive publishes how far each active recording has been written in a ``rec-pos`` counter whose key is
the recording id (i64 @0), the recorded image's session id (i32 @8), the length of its source identity
(i32 @12), the source identity, then the archive id (i64) (aeron-archive/src/main/java/io/aeron/archive/
status/RecordingPos.java at 1.51.0). The consensus module uses it for its log: the counter's value is the
durably recorded -- the append -- position, which bounds the commit position, and it names the recording
id a new log recording got. Several archives may share a driver, hence the archive id.
"""

from __future__ import annotations

import struct

from aeronkit.concurrent.counters import NULL_COUNTER_ID, RECORD_ALLOCATED, CountersReader
from aeronkit.constants import NULL_VALUE
from aeronkit.counter_types import CounterTypeId

TYPE_ID = CounterTypeId.ARCHIVE_RECORDING_POSITION
_HEAD = struct.Struct("<qii")
_I64 = struct.Struct("<q")


def _archive_id(key: bytes, source_length: int) -> int:
    offset = _HEAD.size + source_length
    if source_length < 0 or offset + 8 > len(key):
        return NULL_VALUE
    return int(_I64.unpack_from(key, offset)[0])


def find_counter_id_by_session(counters: CountersReader, session_id: int, archive_id: int) -> int:
    """RecordingPos.findCounterIdBySession: the rec-pos counter of the image with ``session_id``."""
    for counter_id, type_id in counters.allocated_ids():
        if type_id != TYPE_ID:
            continue
        key = counters.get_counter_key(counter_id)
        _, key_session_id, source_length = _HEAD.unpack_from(key, 0)
        if key_session_id == session_id and (
            archive_id == NULL_VALUE or _archive_id(key, source_length) == archive_id
        ):
            return counter_id
    return NULL_COUNTER_ID


def find_counter_id_by_recording(counters: CountersReader, recording_id: int, archive_id: int) -> int:
    """RecordingPos.findCounterIdByRecording."""
    for counter_id, type_id in counters.allocated_ids():
        if type_id != TYPE_ID:
            continue
        key = counters.get_counter_key(counter_id)
        key_recording_id, _, source_length = _HEAD.unpack_from(key, 0)
        if key_recording_id == recording_id and (
            archive_id == NULL_VALUE or _archive_id(key, source_length) == archive_id
        ):
            return counter_id
    return NULL_COUNTER_ID


def get_recording_id(counters: CountersReader, counter_id: int) -> int:
    if (
        counters.get_counter_state(counter_id) != RECORD_ALLOCATED
        or counters.get_counter_type_id(counter_id) != TYPE_ID
    ):
        return NULL_VALUE
    return int(_HEAD.unpack_from(counters.get_counter_key(counter_id), 0)[0])


def is_active(counters: CountersReader, counter_id: int, recording_id: int) -> bool:
    """The counter still belongs to this (active) recording."""
    return get_recording_id(counters, counter_id) == recording_id
