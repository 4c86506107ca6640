"""Random damage for the fragment walker: any bytes of any segment file may be overwritten.

Whatever the damage, the walk must not raise or read out of bounds, must report damage in stream order
inside the recording, must deliver every message of every term the damage did not touch exactly as
written, and must deliver the same messages however the recording is sliced. The C entry point must
also refuse inconsistent state instead of trusting it.
"""

from __future__ import annotations

import functools
import shutil
import tempfile
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_fragment_walker import aeron_recording, only_recording, walk_all

from aeronkit._native import ffi, lib
from aeronkit.archive.segment import segment_file_base_position, segment_file_name

TERM = 64 * 1024
SEGMENT = 128 * 1024


@functools.cache
def pristine() -> tuple[Path, tuple[int, ...], tuple[bytes, ...], int, int, int]:
    """One Aeron-shaped recording written once per test process, copied for each example."""
    root = Path(tempfile.mkdtemp(prefix="walker-fuzz-"))
    rec, payloads = aeron_recording(root, count=300)
    return root, rec.positions, tuple(payloads), rec.start_position, rec.stop_position, rec.recording_id


@pytest.fixture(scope="module", autouse=True)
def _remove_pristine() -> object:
    yield
    if pristine.cache_info().currsize:
        shutil.rmtree(pristine()[0], ignore_errors=True)
        pristine.cache_clear()


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    hits=st.lists(
        st.tuples(st.floats(0, 1, exclude_max=True), st.binary(min_size=1, max_size=6)),
        min_size=1,
        max_size=6,
    )
)
def test_random_damage_spares_every_untouched_term(hits: list[tuple[float, bytes]]) -> None:
    source, positions, payloads, start, stop, recording_id = pristine()
    touched_terms = set()
    with tempfile.TemporaryDirectory() as tmp:
        archive_dir = Path(tmp)
        for item in source.iterdir():
            shutil.copy(item, archive_dir / item.name)
        for where, data in hits:
            position = start + int(where * (stop - start))
            base = segment_file_base_position(start, position, TERM, SEGMENT)
            with open(archive_dir / segment_file_name(recording_id, base), "r+b") as f:
                f.seek(position - base)
                f.write(data)
            touched_terms.update({position // TERM, (position + len(data) - 1) // TERM})
        info = only_recording(archive_dir)
        whole = walk_all(archive_dir, info)
        sliced = walk_all(archive_dir, info, max_slice_bytes=TERM, max_messages=17, max_bytes=5000)
    assert (sliced.positions, sliced.payloads) == (whole.positions, whole.payloads)
    original = dict(zip(positions, payloads, strict=True))
    assert whole.positions == sorted(set(whole.positions))
    # damaged bytes may happen to look like valid frames (a flags byte turned into BEGIN starts a message
    # there), so only the untouched terms have a known answer: exactly what was written, nothing more
    delivered = dict(zip(whole.positions, whole.payloads, strict=True))
    untouched = {p: m for p, m in delivered.items() if p // TERM not in touched_terms}
    assert untouched == {p: m for p, m in original.items() if p // TERM not in touched_terms}
    last = start
    for m in whole.malformed:
        assert m.length > 0 and last <= m.position and m.position + m.length <= stop
        assert m.position // TERM in touched_terms or m.reason == "message ends before END"
        last = m.position


def walk_state(segment: np.ndarray) -> tuple[object, object, list[object]]:
    """A consistent walk over ``segment`` (a zeroed 64 KiB segment of an active recording)."""
    w = ffi.new("aeronkit_walk_t *")
    w.term_length, w.position_bits, w.stream_id = TERM, 16, 1
    w.active, w.emit_from, w.stop_position, w.recording_stop_position = 1, 0, TERM, TERM
    b = ffi.new("aeronkit_walk_batch_t *")
    keep = []
    for name, dtype in [
        ("position", np.int64),
        ("term_id", np.int32),
        ("term_offset", np.int32),
        ("session_id", np.int32),
        ("stream_id", np.int32),
        ("flags", np.uint8),
        ("reserved_value", np.int64),
        ("length", np.int32),
        ("offset", np.uint64),
        ("data", np.uint8),
    ]:
        array = np.zeros(16, dtype)
        pointer = ffi.from_buffer(array)
        keep += [array, pointer]
        setattr(b, name, ffi.cast(ffi.typeof(getattr(b, name)), pointer))
    b.capacity, b.max_messages, b.data_capacity, b.max_bytes = 16, 16, 16, 16
    keep.append(segment)
    return w, b, keep


@pytest.mark.parametrize(
    ("target", "field", "value"),
    [
        ("w", "term_length", 1000),
        ("w", "position_bits", 15),
        ("w", "position_bits", 80),
        ("w", "recording_stop_position", 2**63 - 1),
        ("w", "position", -32),
        ("w", "position", TERM + 32),
        ("w", "position", 33),
        ("w", "stop_position", TERM * 2),
        ("b", "capacity", 0),
        ("b", "count", 17),
        ("b", "data_used", 17),
        ("b", "data", ffi.NULL),
        ("b", "offset", ffi.NULL),
        ("segment", "", 1),
    ],
)
def test_inconsistent_state_is_refused(target: str, field: str, value: object) -> None:
    segment = np.zeros(TERM, np.uint8)
    w, b, _keep = walk_state(segment)
    pointer = ffi.from_buffer(segment)
    assert lib.aeronkit_recording_walk(w, b, pointer, TERM, 0, 0, TERM) == lib.AERONKIT_WALK_END_OF_DATA
    w, b, _keep = walk_state(segment)
    if target == "segment":
        pointer = ffi.NULL  # a length with no mapping
    else:
        setattr(w if target == "w" else b, field, value)
    assert lib.aeronkit_recording_walk(w, b, pointer, TERM, 0, 0, TERM) == lib.AERONKIT_WALK_ERR_ARGUMENT
    assert (
        lib.aeronkit_recording_walk(ffi.NULL, b, pointer, TERM, 0, 0, TERM) == lib.AERONKIT_WALK_ERR_ARGUMENT
    )
