"""CRC-32 / CRC-32C record checksums: standard values, C paths against a bitwise model, Aeron's int form."""

from __future__ import annotations

import zlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aeronkit._native import ffi, lib
from aeronkit.archive.checksum import CRC32, CRC32C, checksum_for, crc32, crc32c, stamp_frame
from aeronkit.errors import ConfigurationError


def crc32c_model(data: bytes, crc: int = 0) -> int:
    """Bit-at-a-time CRC-32C straight from the definition (reflected polynomial 0x82F63B78)."""
    crc ^= 0xFFFF_FFFF
    for byte in data:
        crc ^= byte
        for _ in range(8):
            crc = (crc >> 1) ^ 0x82F6_3B78 if crc & 1 else crc >> 1
    return crc ^ 0xFFFF_FFFF


def native_software(data: bytes, crc: int = 0) -> int:
    out = ffi.new("uint32_t *")
    assert lib.aeronkit_crc32c_software(data, len(data), 0, len(data), crc, out) == 0
    return int(out[0])


def test_standard_check_values() -> None:
    assert crc32c(b"123456789") == 0xE306_9283 == crc32c_model(b"123456789")
    assert crc32(b"123456789") == 0xCBF4_3926
    assert crc32c(b"") == 0 and crc32(b"") == 0
    # Aeron stores the CRC in an int: values with the top bit set are negative
    assert CRC32C.compute(b"123456789", 0, 9) == 0xE306_9283 - (1 << 32)
    assert CRC32.compute(b"x123456789y", 1, 9) == 0xCBF4_3926 - (1 << 32)


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=300), st.integers(0, 0xFFFF_FFFF))
def test_crc32c_paths_match_the_bitwise_model(data: bytes, seed: int) -> None:
    expected = crc32c_model(data, seed)
    assert crc32c(data, seed) == expected
    assert native_software(data, seed) == expected


@settings(max_examples=100, deadline=None)
@given(st.binary(max_size=2000), st.data())
def test_crc_continues_across_splits(data: bytes, draw: st.DataObject) -> None:
    cut = draw.draw(st.integers(0, len(data)))
    assert crc32c(data[cut:], crc32c(data[:cut])) == crc32c(data)
    assert crc32(data[cut:], crc32(data[:cut])) == zlib.crc32(data)


@settings(max_examples=100, deadline=None)
@given(st.binary(min_size=1, max_size=200), st.data())
def test_compute_over_a_window(data: bytes, draw: st.DataObject) -> None:
    offset = draw.draw(st.integers(0, len(data)))
    length = draw.draw(st.integers(0, len(data) - offset))
    value = CRC32C.compute(bytearray(data), offset, length)
    assert -(2**31) <= value < 2**31
    assert value & 0xFFFF_FFFF == crc32c_model(data[offset : offset + length])


def test_native_refuses_ranges_outside_the_buffer() -> None:
    out = ffi.new("uint32_t *")
    data = b"abcdef"
    assert lib.aeronkit_crc32c(data, len(data), 4, 3, 0, out) == lib.AERONKIT_CRC32C_ERR_ARGUMENT
    assert lib.aeronkit_crc32c(data, len(data), -1, 2, 0, out) == lib.AERONKIT_CRC32C_ERR_ARGUMENT
    assert lib.aeronkit_crc32c(data, len(data), 0, -1, 0, out) == lib.AERONKIT_CRC32C_ERR_ARGUMENT
    assert lib.aeronkit_crc32c(ffi.NULL, 0, 0, 1, 0, out) == lib.AERONKIT_CRC32C_ERR_ARGUMENT
    assert lib.aeronkit_crc32c(ffi.NULL, 0, 0, 0, 0, out) == 0
    with pytest.raises(ValueError, match="outside"):
        CRC32.compute(data, 3, 4)


def test_names_accepted_like_aeron_checksums_new_instance() -> None:
    for name in ("crc32", "CRC-32", "io.aeron.archive.checksum.Crc32", "org.agrona.checksum.Crc32"):
        assert checksum_for(name) is CRC32
    for name in ("crc32c", "CRC-32C", "io.aeron.archive.checksum.Crc32c", " org.agrona.checksum.Crc32c "):
        assert checksum_for(name) is CRC32C
    with pytest.raises(ConfigurationError, match="unknown checksum 'md5'"):
        checksum_for("md5")


def test_stamp_frame_covers_payload_and_alignment_padding() -> None:
    frame = bytearray(96)
    frame[0:4] = (40).to_bytes(4, "little")
    frame[32:40] = b"payload!"
    value = stamp_frame(CRC32C, frame, 0, 64)
    assert int.from_bytes(frame[12:16], "little", signed=True) == value
    assert value & 0xFFFF_FFFF == crc32c_model(bytes(frame[32:64]))
