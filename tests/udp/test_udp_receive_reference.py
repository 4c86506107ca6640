"""The C insert path and the Python reference agree: same packets in, same term bytes and image state out.

Hypothesis draws sequences of receive batches for one image — DATA datagrams of one to three frames,
optionally ending in a padding frame of any claimed length, bare padding frames, heartbeats with and
without end of stream and revoked flags, at term offsets inside, at the edge of and outside the term,
unaligned ones, in the term before, at and after the join term — interleaved with status messages (which
move the under- and over-run limits) and, sometimes, the image's rejection. Each batch goes through the
production C path (ReceiveBatch.put + dispatch = aeronkit_udp_dispatch_data, the insert that
aeronkit_udp_receive_data runs on every received batch) into a real image log, and datagram by datagram
through tests/udp/receive_reference.py. After every batch the three terms must be byte-identical and the
receive state (high-water mark, end of stream, time of the last packet, every count) equal.
"""

from __future__ import annotations

import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from receive_reference import ReferenceImage

from aeronkit._native import ffi
from aeronkit.driver import udp_frames as f
from aeronkit.driver.media.batch_io import MAX_BATCH, ReceiveBatch
from aeronkit.logbuffer import LogBuffers
from aeronkit.logbuffer import descriptor as d

TERM = d.TERM_MIN_LENGTH
SESSION, STREAM, INITIAL = 7, 1001, 100
JOIN_TERM_ID, JOIN_OFFSET = INITIAL + 1, 1024
SOURCE = ("127.0.0.1", 40123)
STATE_FIELDS = ("hwm_position", "end_of_stream_position", "time_of_last_packet_ns", "datagrams", "inserted",
                "heartbeats", "over_runs", "under_runs", "invalid", "revoked", "track_slot", "eos_slot")


def _header(frame_length: int, flags: int, kind: int, term_offset: int, term_id: int) -> bytes:
    return f.DATA_HEADER.pack(frame_length, 0, flags, kind, term_offset, SESSION, STREAM, term_id, 0)


term_ids = st.sampled_from([INITIAL, JOIN_TERM_ID - 1, JOIN_TERM_ID, JOIN_TERM_ID + 1, JOIN_TERM_ID + 2])
term_offsets = st.one_of(
    st.integers(0, 160).map(lambda k: k * 32),  # around the join offset, so frames meet and overlap
    st.integers(1, 8).map(lambda k: TERM - k * 32),  # the end of the term
    st.sampled_from([TERM, TERM + 32, -32, 8, JOIN_OFFSET + 4]),  # outside the term, unaligned
)
pad_lengths = st.one_of(st.integers(1, 8).map(lambda k: k * 32), st.integers(32, 2 * TERM))


@st.composite
def data_datagrams(draw: st.DrawFn) -> bytes:
    term_id, offset = draw(term_ids), draw(term_offsets)
    out = b""
    for payload in draw(st.lists(st.binary(min_size=0, max_size=120), min_size=1, max_size=3)):
        flags = draw(st.sampled_from([f.BEGIN_END_FLAGS, f.BEGIN_FLAG, f.END_FLAG, 0]))
        length = f.DATA_HEADER_LENGTH + len(payload)
        frame = _header(length, flags, f.HDR_TYPE_DATA, offset + len(out), term_id) + payload
        out += frame.ljust(d.align(length, d.FRAME_ALIGNMENT), b"\0")
    if draw(st.booleans()):
        out += _header(draw(pad_lengths), f.BEGIN_END_FLAGS, f.HDR_TYPE_PAD, offset + len(out), term_id)
    return out


@st.composite
def pad_datagrams(draw: st.DrawFn) -> bytes:
    return _header(draw(pad_lengths), f.BEGIN_END_FLAGS, f.HDR_TYPE_PAD, draw(term_offsets), draw(term_ids))


@st.composite
def heartbeats(draw: st.DrawFn) -> bytes:
    flags = draw(st.sampled_from([f.BEGIN_END_FLAGS, f.BEGIN_END_AND_EOS_FLAGS,
                                  f.BEGIN_END_AND_EOS_FLAGS | f.REVOKED_FLAG]))
    return f.heartbeat(SESSION, STREAM, draw(term_ids), draw(term_offsets), flags)


datagrams = st.one_of(data_datagrams(), data_datagrams(), pad_datagrams(), heartbeats())
status_positions = st.integers(0, 3 * TERM).map(lambda p: p - p % 32)


@dataclass
class Step:
    batch: list[bytes]
    status_position: int | None
    reject: bool


steps = st.builds(
    Step,
    st.lists(datagrams, min_size=1, max_size=12),
    st.one_of(st.none(), status_positions),
    st.sampled_from([False] * 9 + [True]),
)


def _state(log: LogBuffers, join: int) -> Any:
    state = ffi.new("aeronkit_udp_image_t *")
    state.log = log.native
    state.session_id, state.stream_id = SESSION, STREAM
    state.last_sm_position = join
    state.last_overrun_threshold = join + TERM // 2
    state.window_length = TERM // 2
    state.hwm_position = join
    state.end_of_stream_position = -1
    state.time_of_last_packet_ns = 0
    state.track_slot = state.eos_slot = -1
    return state


@settings(max_examples=150, deadline=None)
@given(st.lists(steps, min_size=1, max_size=8), st.booleans())
def test_c_insert_matches_the_python_reference(plan: list[Step], eos_deferred: bool) -> None:
    bits = d.position_bits_to_shift(TERM)
    join = d.compute_position(JOIN_TERM_ID, JOIN_OFFSET, bits, INITIAL)
    reference = ReferenceImage(
        TERM, INITIAL, join, join + TERM // 2, TERM // 2, join, eos_deferred=eos_deferred)
    with tempfile.TemporaryDirectory() as tmp:
        log = LogBuffers.create(
            Path(tmp) / "image.logbuffer", TERM, initial_term_id=INITIAL, term_id=JOIN_TERM_ID,
            term_offset=JOIN_OFFSET, session_id=SESSION, stream_id=STREAM,
            log_type=d.LOG_BUFFER_TYPE_PUBLICATION_IMAGE)
        try:
            state = _state(log, join)
            state.eos_deferred = int(eos_deferred)
            table = ffi.new("aeronkit_udp_image_t *[]", [state])
            batch = ReceiveBatch(capacity=16, slot_length=2048)
            order = ffi.new("int32_t[]", MAX_BATCH)
            pending = ffi.new("int32_t[]", batch.capacity)
            result = ffi.new("aeronkit_udp_receive_result_t *")
            for now_ns, step in enumerate(plan, start=1):
                if step.status_position is not None:
                    state.last_sm_position = step.status_position
                    state.last_overrun_threshold = step.status_position + TERM // 2
                    reference.on_status_message(step.status_position)
                if step.reject:
                    state.rejected = 1
                    reference.rejected = True
                batch.clear()
                for k, datagram in enumerate(step.batch):
                    assert batch.put(datagram, SOURCE) == k
                    assert batch.types[k] in (f.HDR_TYPE_DATA, f.HDR_TYPE_PAD), "a malformed draw"
                    order[k] = k
                    reference.insert_packet(datagram, k, now_ns)
                batch.dispatch(order, len(step.batch), table, 1, now_ns, pending, result)
                assert (result.consumed, result.pending) == (len(step.batch), 0)
                for name in STATE_FIELDS:
                    assert getattr(state, name) == getattr(reference, name), name
                state.track_slot = state.eos_slot = reference.track_slot = reference.eos_slot = -1
                for partition in range(d.PARTITION_COUNT):
                    term = bytes(log.term_buffer(partition))
                    assert term == reference.terms[partition], f"term {partition}"
        finally:
            log.close()
