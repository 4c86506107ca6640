"""Descriptor arithmetic against an independent model, and the native validation/rotation against both.

The model below deliberately computes differently from descriptor.py (ctypes int32 wrapping,
multiplication instead of shifts, struct packing for tails) so a shared misunderstanding of the bit
tricks cannot hide.
"""

from __future__ import annotations

import ctypes
import struct
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aeronkit._native import lib
from aeronkit.errors import ConfigurationError
from aeronkit.logbuffer import LogBuffers
from aeronkit.logbuffer import descriptor as d

INT32 = st.integers(-(2**31), 2**31 - 1)
TERM_LENGTHS = st.sampled_from([2**k for k in range(16, 31)])


def model_i32(value: int) -> int:
    return ctypes.c_int32(value).value


def model_position(term_id: int, offset: int, term_length: int, initial: int) -> int:
    return model_i32(term_id - initial) * term_length + offset


def model_pack(term_id: int, offset: int) -> int:
    return struct.unpack("<q", struct.pack("<Ii", offset & 0xFFFFFFFF, term_id))[0]


@given(term_id=INT32, initial=INT32, term_length=TERM_LENGTHS, data=st.data())
def test_position_round_trip(term_id: int, initial: int, term_length: int, data: st.DataObject) -> None:
    offset = data.draw(st.integers(0, term_length))
    bits = d.position_bits_to_shift(term_length)
    position = d.compute_position(term_id, offset, bits, initial)
    assert position == model_position(term_id, offset, term_length, initial)
    begin = d.compute_term_begin_position(term_id, bits, initial)
    assert begin == model_position(term_id, 0, term_length, initial)
    if position >= 0 and offset < term_length:
        assert d.compute_term_id_from_position(position, bits, initial) == term_id
        assert d.compute_term_offset_from_position(position, bits) == offset
        assert d.index_by_position(position, bits) == model_i32(term_id - initial) % 3
        assert d.index_by_term(initial, term_id) == d.index_by_position(position, bits)


@given(term_id=INT32, offset=st.integers(0, 2**32 - 1), term_length=TERM_LENGTHS)
def test_tail_packing(term_id: int, offset: int, term_length: int) -> None:
    raw = d.pack_tail(term_id, offset)
    assert raw == model_pack(term_id, offset)
    assert d.term_id(raw) == term_id
    assert d.term_offset(raw, term_length) == min(offset, term_length)


@given(length=st.integers(0, 16 * 1024 * 1024), mtu=st.sampled_from([64, 1408, 4096, 8192, 65504]))
def test_fragmented_frame_length(length: int, mtu: int) -> None:
    max_payload = mtu - 32
    frames, remainder = length // max_payload, length % max_payload
    expected = frames * mtu + (0 if remainder == 0 else -(-(remainder + 32) // 32) * 32)
    assert d.compute_fragmented_frame_length(length, max_payload) == expected
    assert d.compute_assembled_frame_length(length, max_payload) == 32 + length
    framed = d.framed_length(length, max_payload)
    assert framed % 32 == 0 and framed >= length + 32


@given(st.integers(-(2**31), 2**31))
def test_term_length_validation_matches_native_and_model(value: int) -> None:
    valid = 65536 <= value <= 2**30 and bin(value).count("1") == 1
    assert (lib.aeronkit_log_check_term_length(value) == 0) == valid
    if valid:
        d.check_term_length(value)
        assert 1 << d.position_bits_to_shift(value) == value
        assert d.compute_max_message_length(value) == min(value // 8, 16 * 1024 * 1024)
    else:
        with pytest.raises(ConfigurationError, match="term_length"):
            d.check_term_length(value)


@given(st.integers(-(2**31), 2**31))
def test_page_size_validation_matches_native_and_model(value: int) -> None:
    valid = 4096 <= value <= 2**30 and bin(value).count("1") == 1
    assert (lib.aeronkit_log_check_page_size(value) == 0) == valid
    if valid:
        d.check_page_size(value)
    else:
        with pytest.raises(ConfigurationError, match="page_size"):
            d.check_page_size(value)


@given(term_length=TERM_LENGTHS, page=st.sampled_from([4096, 2**16, 2**21, 2**30]))
def test_log_length(term_length: int, page: int) -> None:
    length = d.compute_log_length(term_length, page)
    assert length % page == 0 and length >= 3 * term_length + 4096 > length - page


def test_metadata_offsets_follow_the_padded_layout() -> None:
    # LogBufferDescriptor builds the layout from 64-byte padding blocks; rebuild it from sizes.
    pad = 64
    assert d.LOG_ACTIVE_TERM_COUNT_OFFSET == 3 * 8
    eos = [d.LOG_END_OF_STREAM_POSITION_OFFSET, d.LOG_IS_CONNECTED_OFFSET, d.LOG_ACTIVE_TRANSPORT_COUNT]
    assert eos == [2 * pad, 2 * pad + 8, 2 * pad + 12]
    ints = [d.LOG_INITIAL_TERM_ID_OFFSET, d.LOG_DEFAULT_FRAME_HEADER_LENGTH_OFFSET, d.LOG_MTU_LENGTH_OFFSET,
            d.LOG_TERM_LENGTH_OFFSET, d.LOG_PAGE_SIZE_OFFSET, d.LOG_PUBLICATION_WINDOW_LENGTH_OFFSET,
            d.LOG_RECEIVER_WINDOW_LENGTH_OFFSET, d.LOG_SOCKET_SNDBUF_LENGTH_OFFSET,
            d.LOG_OS_DEFAULT_SOCKET_SNDBUF_LENGTH_OFFSET, d.LOG_OS_MAX_SOCKET_SNDBUF_LENGTH_OFFSET,
            d.LOG_SOCKET_RCVBUF_LENGTH_OFFSET, d.LOG_OS_DEFAULT_SOCKET_RCVBUF_LENGTH_OFFSET,
            d.LOG_OS_MAX_SOCKET_RCVBUF_LENGTH_OFFSET, d.LOG_MAX_RESEND_OFFSET]
    assert [d.LOG_CORRELATION_ID_OFFSET, *ints] == [4 * pad, *(4 * pad + 8 + 4 * k for k in range(len(ints)))]
    longs = [d.LOG_ENTITY_TAG_OFFSET, d.LOG_RESPONSE_CORRELATION_ID_OFFSET, d.LOG_LINGER_TIMEOUT_NS_OFFSET,
             d.LOG_UNTETHERED_WINDOW_LIMIT_TIMEOUT_NS_OFFSET, d.LOG_UNTETHERED_RESTING_TIMEOUT_NS_OFFSET]
    expected_longs = [7 * pad + 8 * k for k in range(len(longs))]
    assert [d.LOG_DEFAULT_FRAME_HEADER_OFFSET, *longs] == [5 * pad, *expected_longs]
    flags = [d.LOG_GROUP_OFFSET, d.LOG_IS_RESPONSE_OFFSET, d.LOG_REJOIN_OFFSET, d.LOG_RELIABLE_OFFSET,
             d.LOG_SPARSE_OFFSET, d.LOG_SIGNAL_EOS_OFFSET, d.LOG_SPIES_SIMULATE_CONNECTION_OFFSET,
             d.LOG_TETHER_OFFSET, d.LOG_IS_PUBLICATION_REVOKED_OFFSET, d.LOG_TYPE_OFFSET]
    assert flags == [longs[-1] + 8 + k for k in range(len(flags))]
    assert d.LOG_UNTETHERED_LINGER_TIMEOUT_NS_OFFSET == d.LOG_IS_PUBLICATION_REVOKED_OFFSET + 4


def model_rotate(tails: list[int], count: int, term_count: int, term_id: int) -> tuple[list[int], int, bool]:
    tails = list(tails)
    next_index = (term_count + 1) % 3
    if model_i32(tails[next_index] >> 32) == model_i32(term_id + 1 - 3):
        tails[next_index] = model_pack(model_i32(term_id + 1), 0)
    if count == term_count:
        return tails, term_count + 1, True
    return tails, count, False


@settings(max_examples=40, deadline=None)
@given(initial=INT32, steps=st.integers(0, 8), repeat=st.booleans())
def test_native_rotation_matches_model(tmp_path_factory: pytest.TempPathFactory, initial: int, steps: int,
                                       repeat: bool) -> None:
    path = Path(tmp_path_factory.mktemp("rotate")) / "log"
    with LogBuffers.create(path, 65536, initial_term_id=initial) as logs:
        tails = list(logs.metadata().tail_counters)
        count = 0
        for _ in range(steps):
            term_id = model_i32(initial + count)
            expected = model_rotate(tails, count, count, term_id)
            assert logs.rotate_log(count, term_id) is expected[2]
            tails, count = expected[0], expected[1]
            if repeat:  # a second rotator that lost the race changes nothing
                assert logs.rotate_log(count - 1, model_i32(term_id)) is False
            assert list(logs.metadata().tail_counters) == tails
            assert logs.active_term_count() == count
        assert d.term_id(logs.active_raw_tail()) == model_i32(initial + steps)
