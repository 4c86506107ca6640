"""Every native log buffer entry point refuses what would reach outside the mapping, called directly
(below the Python wrappers), with an error code rather than a crash."""

from __future__ import annotations

import struct
from pathlib import Path

import pytest

from aeronkit._native import ffi, lib
from aeronkit.logbuffer import LogBuffers

TERM = 64 * 1024
ERR_ALIGNMENT = lib.AERONKIT_LOG_ERR_ALIGNMENT
ERR_ARGUMENT = lib.AERONKIT_LOG_ERR_ARGUMENT
ERR_BOUNDS = lib.AERONKIT_LOG_ERR_BOUNDS
ERR_FILE_LENGTH = lib.AERONKIT_LOG_ERR_FILE_LENGTH
ERR_TERM_LENGTH = lib.AERONKIT_LOG_ERR_TERM_LENGTH


@pytest.fixture()
def logs(tmp_path: Path):
    with LogBuffers.create(tmp_path / "log", TERM) as logs:
        yield logs


def test_init_refuses_null_and_short_mappings() -> None:
    log = ffi.new("aeronkit_log_t *")
    buf = ffi.new("uint8_t[]", 8192)
    assert lib.aeronkit_log_init(ffi.NULL, buf, 8192) == ERR_FILE_LENGTH
    assert lib.aeronkit_log_init(log, ffi.NULL, 8192) == ERR_FILE_LENGTH
    assert lib.aeronkit_log_init(log, buf, 4095) == ERR_FILE_LENGTH
    assert lib.aeronkit_log_init(log, buf, 8192) == ERR_TERM_LENGTH  # zeroed metadata
    assert lib.aeronkit_log_init(log, buf + 1, 8191) == ERR_ALIGNMENT  # terms misaligned
    assert lib.aeronkit_log_init(log, buf, 8191) == ERR_ALIGNMENT  # metadata misaligned


@pytest.mark.parametrize(("partition", "offset"), [(-1, 0), (3, 0), (0, -32), (0, TERM + 32), (0, 16)])
def test_reader_entry_points(logs: LogBuffers, partition: int, offset: int) -> None:
    fragments = ffi.new("aeronkit_fragment_t[]", 4)
    next_offset = ffi.new("int32_t *")
    assert lib.aeronkit_term_read(logs.native, partition, offset, 4, fragments, next_offset) == ERR_BOUNDS
    rc = lib.aeronkit_term_read_bounded(logs.native, partition, offset, TERM, 4, fragments, next_offset)
    assert rc == ERR_BOUNDS
    out = ffi.new("int32_t *")
    rc = lib.aeronkit_term_scan_for_availability(logs.native, partition, offset, 10, out, out)
    assert rc == ERR_BOUNDS
    assert lib.aeronkit_term_block_scan(logs.native, partition, offset, TERM, out) == ERR_BOUNDS
    assert lib.aeronkit_term_gap_scan(logs.native, partition, offset, TERM, out, out) == ERR_BOUNDS


@pytest.mark.parametrize("limit_offset", [-32, 32, TERM + 32, 2**31 - 1])
def test_bounded_reader_refuses_limits_outside_the_term(logs: LogBuffers, limit_offset: int) -> None:
    fragments = ffi.new("aeronkit_fragment_t[]", 4)
    next_offset = ffi.new("int32_t *")
    rc = lib.aeronkit_term_read_bounded(logs.native, 0, 64, limit_offset, 4, fragments, next_offset)
    assert rc == ERR_BOUNDS


def test_bounded_log_read_takes_any_limit_position(logs: LogBuffers) -> None:
    """Limits below the position read nothing; limits far beyond it stop at the term end (no overflow)."""
    term = logs.term_buffer(0)
    struct.pack_into("<iBBH", term, TERM - 32, 32, 0, 0xC0, 1)  # a last frame, empty payload
    fragments = ffi.new("aeronkit_fragment_t[]", 4)
    pos = ffi.new("int64_t *")
    for limit in (-(2**63), -1, 0, TERM - 32):
        assert lib.aeronkit_log_read_bounded(logs.native, TERM - 32, limit, 4, fragments, pos) == 0
        assert pos[0] == TERM - 32
    for limit in (TERM - 31, TERM, 2**63 - 1):
        assert lib.aeronkit_log_read_bounded(logs.native, TERM - 32, limit, 4, fragments, pos) == 1
        assert pos[0] == TERM
    assert lib.aeronkit_log_read_bounded(logs.native, -32, 2**63 - 1, 4, fragments, pos) == ERR_BOUNDS
    assert lib.aeronkit_log_read_bounded(logs.native, 16, 2**63 - 1, 4, fragments, pos) == ERR_BOUNDS
    assert lib.aeronkit_log_read_bounded(ffi.NULL, 0, 64, 4, fragments, pos) == ERR_ARGUMENT


def test_null_outputs_and_arrays_are_refused(logs: LogBuffers) -> None:
    out = ffi.new("int32_t *")
    pos = ffi.new("int64_t *")
    assert lib.aeronkit_term_read(logs.native, 0, 0, 4, ffi.NULL, out) == ERR_ARGUMENT
    one = ffi.new("aeronkit_fragment_t[]", 1)
    assert lib.aeronkit_term_read(logs.native, 0, 0, -1, one, out) == ERR_ARGUMENT
    assert lib.aeronkit_log_read(logs.native, 0, 1, one, ffi.NULL) == ERR_ARGUMENT
    assert lib.aeronkit_log_read(logs.native, -64, 1, one, pos) == ERR_BOUNDS
    assert lib.aeronkit_term_block_scan(logs.native, 0, 0, TERM, ffi.NULL) == ERR_ARGUMENT
    assert lib.aeronkit_log_raw_tail(logs.native, 3, pos) == ERR_BOUNDS
    assert lib.aeronkit_log_raw_tail(logs.native, 0, ffi.NULL) == ERR_ARGUMENT
    assert lib.aeronkit_log_rotate(ffi.NULL, 0, 0) == ERR_ARGUMENT
    assert lib.aeronkit_concurrent_offer(ffi.NULL, 2**62, ffi.NULL, 0, ffi.NULL) == ERR_ARGUMENT
    assert lib.aeronkit_concurrent_offer(logs.native, 2**62, ffi.NULL, 10, ffi.NULL) == ERR_ARGUMENT
    assert lib.aeronkit_concurrent_offer(logs.native, 2**62, ffi.NULL, -1, ffi.NULL) == ERR_ARGUMENT
    assert lib.aeronkit_concurrent_offerv(logs.native, 2**62, ffi.NULL, 2, ffi.NULL) == ERR_ARGUMENT
    assert lib.aeronkit_concurrent_try_claim(logs.native, 2**62, 10, ffi.NULL) == ERR_ARGUMENT
    assert lib.aeronkit_claim_commit(logs.native, ffi.NULL) == ERR_ARGUMENT
    assert lib.aeronkit_claim_abort(ffi.NULL, ffi.new("aeronkit_claim_t *")) == ERR_ARGUMENT
    src = ffi.new("uint8_t[]", 16)
    offsets = ffi.new("int32_t[]", [0])
    lengths = ffi.new("int32_t[]", [8])
    assert lib.aeronkit_concurrent_offer_batch(logs.native, 2**62, src, 16, offsets, lengths, ffi.NULL, 1,
                                               ffi.NULL) == ERR_ARGUMENT
    assert lib.aeronkit_concurrent_offer_batch(logs.native, 2**62, src, 16, ffi.NULL, lengths, ffi.NULL, 1,
                                               pos) == ERR_ARGUMENT
    assert lib.aeronkit_concurrent_offer_batch(logs.native, 2**62, src, 7, offsets, lengths, ffi.NULL, 1,
                                               pos) == ERR_BOUNDS
    assert logs.tail_position() == 0


@pytest.mark.parametrize(("field", "value"), [("partition_index", 3), ("partition_index", -1),
                                              ("term_offset", TERM + 32), ("term_offset", -32),
                                              ("term_offset", 8)])
def test_forged_exclusive_state_is_refused(logs: LogBuffers, field: str, value: int) -> None:
    state = ffi.new("aeronkit_exclusive_appender_t *")
    assert lib.aeronkit_exclusive_init(logs.native, state) == 0
    setattr(state, field, value)
    src = ffi.new("uint8_t[]", 64)
    claim = ffi.new("aeronkit_claim_t *")
    pos = ffi.new("int64_t *")
    one = ffi.new("int32_t[]", [0])
    assert lib.aeronkit_exclusive_offer(logs.native, state, 2**62, src, 64, ffi.NULL) == ERR_ARGUMENT
    assert lib.aeronkit_exclusive_try_claim(logs.native, state, 2**62, 8, claim) == ERR_ARGUMENT
    assert lib.aeronkit_exclusive_append_padding(logs.native, state, 2**62, 8) == ERR_ARGUMENT
    assert lib.aeronkit_exclusive_offer_batch(logs.native, state, 2**62, src, 64, one, one, ffi.NULL, 1,
                                              pos) == ERR_ARGUMENT
    assert logs.tail_position() == 0
