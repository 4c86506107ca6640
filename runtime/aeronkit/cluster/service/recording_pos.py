"""Reading the archive's recording-position counters (type 100) from a client, as a container must.

A container records its snapshot by starting a LOCAL recording of its own exclusive publication and then
needs the recording id and how far the archive has written: both live in the ``rec-pos`` counter the
archive allocates, whose key is recordingId i64 @0, sessionId i32 @8, sourceIdentity length i32 @12, the
source identity, then the archive id i64 (aeron-archive/src/main/java/io/aeron/archive/status/
RecordingPos.java at 1.51.0; aeronkit's archive writes the same key, archive_conductor ``_counter_key``).
Reading the counter works the same whether the archive is aeronkit's or Java's.
"""

from __future__ import annotations

import struct
from collections.abc import Callable

from aeronkit.concurrent.counters import NULL_COUNTER_ID, RECORD_ALLOCATED, CountersReader
from aeronkit.constants import NULL_VALUE
from aeronkit.counter_types import CounterTypeId

TYPE_ID = CounterTypeId.ARCHIVE_RECORDING_POSITION
_HEAD = struct.Struct("<qii")
_I64 = struct.Struct("<q")
_SOURCE_IDENTITY_OFFSET = _HEAD.size


def _archive_id(key: bytes, source_identity_length: int) -> int | None:
    offset = _SOURCE_IDENTITY_OFFSET + source_identity_length
    if source_identity_length < 0 or offset + 8 > len(key):
        return None
    return int(_I64.unpack_from(key, offset)[0])


def find_counter_id_by_session(
    counters: CountersReader, session_id: int, archive_id: int = NULL_VALUE
) -> int:
    """The rec-pos counter recording publication session ``session_id`` (of archive ``archive_id`` unless
    NULL_VALUE), else NULL_COUNTER_ID."""
    return _find(counters, archive_id, lambda recording_id, key_session_id: key_session_id == session_id)


def find_counter_id_by_recording(
    counters: CountersReader, recording_id: int, archive_id: int = NULL_VALUE
) -> int:
    """The rec-pos counter of an active recording ``recording_id`` (of archive ``archive_id`` unless
    NULL_VALUE), else NULL_COUNTER_ID."""
    return _find(counters, archive_id, lambda key_recording_id, session_id: key_recording_id == recording_id)


def _find(counters: CountersReader, archive_id: int, matches: Callable[[int, int], bool]) -> int:
    """The first rec-pos counter whose key's (recording id, session id) ``matches``, of ``archive_id``
    unless NULL_VALUE."""
    for counter_id, type_id in counters.allocated_ids():
        if type_id != TYPE_ID:
            continue
        key = counters.get_counter_key(counter_id)
        key_recording_id, key_session_id, source_length = _HEAD.unpack_from(key)
        if matches(key_recording_id, key_session_id) and (
            archive_id == NULL_VALUE or _archive_id(key, source_length) == archive_id
        ):
            return counter_id
    return NULL_COUNTER_ID


def get_recording_id(counters: CountersReader, counter_id: int) -> int:
    """The recording id a rec-pos counter tracks, NULL_VALUE when the counter is not one (any more)."""
    if (
        counters.get_counter_state(counter_id) != RECORD_ALLOCATED
        or counters.get_counter_type_id(counter_id) != TYPE_ID
    ):
        return NULL_VALUE
    return int(_I64.unpack_from(counters.get_counter_key(counter_id))[0])


def is_active(counters: CountersReader, counter_id: int, recording_id: int) -> bool:
    """True while the counter still tracks ``recording_id`` (the recording has not stopped)."""
    return recording_id != NULL_VALUE and get_recording_id(counters, counter_id) == recording_id
