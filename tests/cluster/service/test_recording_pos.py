"""recording_pos lookups against counters keyed exactly as the archive keys its rec-pos counters."""

from __future__ import annotations

import mmap

from hypothesis import given
from hypothesis import strategies as st

from aeronkit.archive.server.archive_counters import recording_position_key
from aeronkit.cluster.service import recording_pos
from aeronkit.concurrent.atomic_buffer import AtomicBuffer
from aeronkit.concurrent.counters import COUNTER_LENGTH, METADATA_LENGTH, NULL_COUNTER_ID, CountersManager
from aeronkit.counter_types import CounterTypeId

REC_POS = CounterTypeId.ARCHIVE_RECORDING_POSITION


def _counters() -> CountersManager:
    return CountersManager(AtomicBuffer(mmap.mmap(-1, 16 * METADATA_LENGTH)),
                           AtomicBuffer(mmap.mmap(-1, 16 * COUNTER_LENGTH)))


@given(
    recording_id=st.integers(0, 1 << 40),
    source=st.text(st.characters(min_codepoint=32, max_codepoint=126), max_size=200),
    archive_id=st.integers(0, 1 << 40),
)
def test_finds_the_active_recording_of_one_archive(recording_id: int, source: str, archive_id: int) -> None:
    """What the election's replication progress check reads: the counter of our log recording in our
    archive, not a counter of another type or archive, nor another recording's."""
    counters = _counters()
    counters.allocate("not a rec-pos", CounterTypeId.CLUSTER_COMMIT_POSITION,
                      recording_position_key(recording_id, 7, source, archive_id))
    other_archive = counters.allocate(
        "rec-pos other archive", REC_POS, recording_position_key(recording_id, 7, source, archive_id + 1))
    counters.allocate("rec-pos other recording", REC_POS,
                      recording_position_key(recording_id + 1, 7, source, archive_id))
    ours = counters.allocate("rec-pos", REC_POS, recording_position_key(recording_id, 7, source, archive_id))
    assert recording_pos.find_counter_id_by_recording(counters, recording_id, archive_id) == ours
    assert recording_pos.find_counter_id_by_recording(counters, recording_id) == other_archive
    missing = recording_pos.find_counter_id_by_recording(counters, recording_id + 2, archive_id)
    assert missing == NULL_COUNTER_ID
    assert recording_pos.is_active(counters, ours, recording_id)
    counters.free(ours)
    assert recording_pos.find_counter_id_by_recording(counters, recording_id, archive_id) == NULL_COUNTER_ID
    assert not recording_pos.is_active(counters, ours, recording_id)
