"""CRC-32 and CRC-32C record checksums, computed the way Aeron's archive computes them.

With ``aeron.archive.record.checksum`` set, Aeron's RecordingWriter stamps each DATA frame it writes with
the checksum of the frame's payload *plus its alignment padding* (bytes ``[frame + 32, frame +
align(frameLength, 32))``), stored as a signed int32 in the frame's sessionId field; the catalog then
also keeps a checksum of every descriptor body. ``ArchiveTool verify -checksum`` and ``checksum``
check and (re)write them. Both algorithms are the standard ones (agrona Crc32 / Crc32c wrap
java.util.zip.CRC32 / CRC32C): CRC-32 comes from zlib, CRC-32C from native/aeronkit_crc32c.c.
Sources: aeron-archive/src/main/java/io/aeron/archive/checksum/Checksums.java and
RecordingWriter.java at 1.51.0.
"""

from __future__ import annotations

import mmap
import struct
import zlib
from dataclasses import dataclass
from typing import Protocol

from aeronkit.errors import ConfigurationError

_I32 = struct.Struct("<i")

# What the checksum functions read from (collections.abc.Buffer arrives only in Python 3.12).
Buffer = bytes | bytearray | memoryview | mmap.mmap


def _signed(value: int) -> int:
    """Java keeps checksums in an int: the unsigned CRC as a signed 32-bit value."""
    return value - (1 << 32) if value & 0x8000_0000 else value


def crc32(data: Buffer, crc: int = 0) -> int:
    """Standard CRC-32 (IEEE) of ``data`` continuing ``crc``; unsigned."""
    return zlib.crc32(data, crc) & 0xFFFF_FFFF


def crc32c(data: Buffer, crc: int = 0) -> int:
    """Standard CRC-32C (Castagnoli) of ``data`` continuing ``crc``; unsigned. C, SSE4.2 if present."""
    from aeronkit._native import ffi, lib
    from aeronkit._native_check import check

    with memoryview(data) as raw, raw.cast("B") as view:
        out = ffi.new("uint32_t *")
        source = ffi.from_buffer("uint8_t[]", view) if len(view) else ffi.NULL
        try:
            rc = lib.aeronkit_crc32c(source, len(view), 0, len(view), crc & 0xFFFF_FFFF, out)
        finally:
            if source != ffi.NULL:
                ffi.release(source)
    check(rc, f"crc32c of {len(data)} bytes")
    return int(out[0])


class Checksum(Protocol):
    """What a record checksum offers: a name and the signed int32 value Aeron would store."""

    @property
    def name(self) -> str: ...

    def compute(self, buffer: Buffer, offset: int, length: int) -> int: ...


@dataclass(frozen=True)
class _Crc:
    name: str
    java_class: str

    def compute(self, buffer: Buffer, offset: int, length: int) -> int:
        """Checksum of ``buffer[offset:offset + length]`` as the signed int Aeron stores."""
        # Every view is released before returning, so a checksum over an mmap never blocks closing it.
        with memoryview(buffer) as raw, raw.cast("B") as view:
            if offset < 0 or length < 0 or offset + length > len(view):
                raise ValueError(f"checksum range [{offset}, {offset + length}) is outside {len(view)} bytes")
            with view[offset : offset + length] as part:
                value = crc32(part) if self.name == "crc32" else crc32c(part)
        return _signed(value)


CRC32: Checksum = _Crc("crc32", "io.aeron.archive.checksum.Crc32")
CRC32C: Checksum = _Crc("crc32c", "io.aeron.archive.checksum.Crc32c")

_BY_NAME: dict[str, Checksum] = {
    "crc32": CRC32,
    "crc-32": CRC32,
    "io.aeron.archive.checksum.crc32": CRC32,
    "org.agrona.checksum.crc32": CRC32,
    "crc32c": CRC32C,
    "crc-32c": CRC32C,
    "io.aeron.archive.checksum.crc32c": CRC32C,
    "org.agrona.checksum.crc32c": CRC32C,
}


def checksum_for(name: str) -> Checksum:
    """The checksum a user named: ``crc32``/``crc32c`` or any spelling Aeron's Checksums.newInstance takes."""
    found = _BY_NAME.get(name.strip().lower())
    if found is None:
        raise ConfigurationError(
            f"aeron.archive.record.checksum: unknown checksum {name!r} (use crc32 or crc32c, "
            "or CRC-32 / CRC-32C / io.aeron.archive.checksum.Crc32[c])"
        )
    return found


def frame_payload_checksum(checksum: Checksum, buffer: Buffer, frame_offset: int, aligned_length: int) -> int:
    """What RecordingWriter puts in a frame's sessionId: payload plus padding after the 32-byte header."""
    return checksum.compute(buffer, frame_offset + 32, aligned_length - 32)


def stamp_frame(
    checksum: Checksum, buffer: bytearray | memoryview, frame_offset: int, aligned_length: int
) -> int:
    """Write a frame's checksum into its sessionId field (offset 12) and return it."""
    value = frame_payload_checksum(checksum, buffer, frame_offset, aligned_length)
    _I32.pack_into(buffer, frame_offset + 12, value)
    return value
