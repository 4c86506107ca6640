"""Aeron's aligned second string: the one part of the command protocol SBE cannot describe.

In CounterMessageFlyweight, StaticCounterMessageFlyweight and ImageBuffersReadyFlyweight
(aeron-client/src/main/java/io/aeron/command/, 1.51.0) the second length-prefixed part does not follow
the first one directly: it starts at ``first_length_offset + 4 + align(first_length, 4)`` so that its
int32 length is aligned. SBE var data is always packed, so the generated codecs write and read the first
part and these helpers place the second one. The length prefix is still written and read through the
generated ``VarAsciiEncoding`` composite; only the position is ours. Padding bytes are written as zero
(Aeron leaves whatever the buffer held; no reader looks at them).
"""

from __future__ import annotations

from typing import Any

from aeronkit.codecs.driver_commands import VarAsciiEncodingDecoder, VarAsciiEncodingEncoder
from aeronkit.errors import CodecError

ALIGNMENT = 4  # SIZE_OF_INT in the Aeron flyweights
LENGTH_PREFIX = VarAsciiEncodingEncoder.ENCODED_LENGTH


def align(value: int, alignment: int = ALIGNMENT) -> int:
    return (value + alignment - 1) & ~(alignment - 1)


def second_part_offset(first_length_offset: int, first_length: int) -> int:
    """Where the second part's length prefix sits, relative to the body start (Aeron's formula)."""
    return first_length_offset + LENGTH_PREFIX + align(first_length)


def encoded_length(first_length_offset: int, first_length: int, second_length: int) -> int:
    """Total body length of an aligned two-part message (CounterMessageFlyweight.computeLength)."""
    return second_part_offset(first_length_offset, first_length) + LENGTH_PREFIX + second_length


def put_second_part(buffer: bytearray, at: int, data: bytes) -> int:
    """Writes the length prefix (generated composite) and bytes at ``at``; returns the end offset."""
    end = at + LENGTH_PREFIX + len(data)
    if end > len(buffer):
        raise CodecError(f"aligned part of {len(data)} bytes at {at} overruns a buffer of {len(buffer)}")
    VarAsciiEncodingEncoder().wrap(buffer, at, LENGTH_PREFIX).length = len(data)
    buffer[at + LENGTH_PREFIX:end] = data
    return end


def get_second_part(buffer: Any, at: int, end: int, what: str) -> bytes:
    """Reads the aligned part at ``at`` without reading past ``end``; CodecError when it does not fit."""
    if at + LENGTH_PREFIX > end:
        raise CodecError(f"{what}: truncated: needs {LENGTH_PREFIX} bytes at offset {at} but the record ends"
                         f" at {end}")
    length = VarAsciiEncodingDecoder().wrap(buffer, at, length=LENGTH_PREFIX).length
    start = at + LENGTH_PREFIX
    if start + length > end:
        raise CodecError(f"{what}: truncated: needs {length} bytes at offset {start} but the record ends"
                         f" at {end}")
    return bytes(buffer[start:start + length])
