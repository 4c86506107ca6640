"""The standard test pattern every aeronkit publisher, subscriber, interop test and benchmark shares.

Message ``i`` (from 0) of length ``L >= 8`` holds ``i`` as a little-endian int64 in bytes 0..7 and
``(i + k) & 0xFF`` at byte ``k`` for ``8 <= k < L`` (docs/client.md, DESIGN.md). Because the content is
a function of ``i`` alone, a subscriber can check order, loss and corruption of any message without
knowing the publisher's lengths; the ``Verifier`` does that and prints one summary line:
``received N messages, B bytes, gaps G, corrupt C``.

Lengths come from ``LengthGenerator``: uniform in [min, max], and with probability 1/``large_every``
uniform in [min, large_max] (so a few messages exceed the MTU and are fragmented). Its sequence is a
64-bit xorshift* of the seed, specified here so a Java or C peer can reproduce it exactly.
"""

from __future__ import annotations

import operator
import re
import struct
from dataclasses import dataclass

HEADER_LENGTH = 8
MIN_LENGTH = HEADER_LENGTH
_I64 = struct.Struct("<q")
_MASK64 = (1 << 64) - 1
# 256 + any length: a slice starting at (i + 8) & 0xFF gives bytes 8.. of message i.
_PATTERN_SPAN = 1 << 25
_pattern_cache: bytes = b""

Buffer = bytes | bytearray | memoryview  # also inside Verifier, whose ``bytes`` field shadows the type
SUMMARY_RE = re.compile(r"received (\d+) messages, (\d+) bytes, gaps (\d+), corrupt (\d+)")


def _pattern(length: int) -> bytes:
    global _pattern_cache
    needed = 256 + length
    if len(_pattern_cache) < needed:
        size = max(needed, 256 + 65536)
        _pattern_cache = (bytes(range(256)) * (size // 256 + 1))[:size]
    return _pattern_cache


def message(i: int, length: int) -> bytes:
    """Message ``i`` of ``length`` bytes."""
    if length < MIN_LENGTH:
        raise ValueError(f"test pattern messages are at least {MIN_LENGTH} bytes, got {length}")
    start = (i + HEADER_LENGTH) & 0xFF
    return _I64.pack(i) + _pattern(length)[start:start + length - HEADER_LENGTH]


def _mostly_pattern(data: Buffer, i: int) -> bool:
    """More than half of the payload after the index field is what message ``i`` holds there."""
    body = bytes(data[HEADER_LENGTH:])
    start = (i + HEADER_LENGTH) & 0xFF
    expected = _pattern(len(body))[start:start + len(body)]
    matches: int = sum(map(operator.eq, body, expected))
    return matches * 2 > len(body)


def write_message(buffer: bytearray | memoryview, offset: int, i: int, length: int) -> None:
    """Write message ``i`` into ``buffer[offset:offset + length]`` (for batch offers)."""
    buffer[offset:offset + length] = message(i, length)


def check(data: Buffer) -> int:
    """The index of a pattern message, or -1 if the content does not match its index."""
    if len(data) < MIN_LENGTH:
        return -1
    i: int = _I64.unpack_from(data, 0)[0]
    if i < 0:
        return -1
    start = (i + HEADER_LENGTH) & 0xFF
    body_length = len(data) - HEADER_LENGTH
    if bytes(data[HEADER_LENGTH:]) != _pattern(body_length)[start:start + body_length]:
        return -1
    return i


class LengthGenerator:
    """Deterministic message lengths: xorshift64* of the seed (a Java peer implements the same steps).

    ``next()``: x ^= x >> 12; x ^= x << 25; x ^= x >> 27 (64-bit); r = (x * 0x2545F4914F6CDD1D) >>> 33.
    If ``large_every > 0`` and ``r % large_every == 0`` the length is drawn from [min, large_max] with the
    next value, else from [min, max]: ``min + next_r % (hi - min + 1)``.
    """

    MULTIPLIER = 0x2545F4914F6CDD1D

    def __init__(self, seed: int, min_length: int, max_length: int, large_every: int = 0,
                 large_max_length: int | None = None) -> None:
        if min_length < MIN_LENGTH or max_length < min_length:
            raise ValueError(f"lengths must satisfy {MIN_LENGTH} <= min ({min_length}) <= max ({max_length})")
        large_max = max_length if large_max_length is None else large_max_length
        if large_max < min_length:
            raise ValueError(f"large_max_length={large_max} < min_length={min_length}")
        self._x = (seed & _MASK64) or 0x9E3779B97F4A7C15
        self.min_length = min_length
        self.max_length = max_length
        self.large_every = large_every
        self.large_max_length = large_max

    def _next(self) -> int:
        x = self._x
        x ^= x >> 12
        x ^= (x << 25) & _MASK64
        x ^= x >> 27
        self._x = x
        return ((x * self.MULTIPLIER) & _MASK64) >> 33

    def next(self) -> int:
        hi = self.max_length
        if self.large_every > 0 and self._next() % self.large_every == 0:
            hi = self.large_max_length
        return self.min_length + self._next() % (hi - self.min_length + 1)


@dataclass
class Verifier:
    """Checks a stream of pattern messages: order, gaps (messages skipped) and corruption.

    A message whose index is ahead of the expected one counts the skipped messages as gaps; one behind
    it (duplicate or reordered) or with wrong content counts as corrupt. With ``expected_messages`` known,
    an index at or beyond it is impossible, so such a message is corrupt too (an 8-byte message is only an
    index, and garbage can look like one). A corrupt message moves the expected index only when its index
    field is believable: possible, not behind, and either exactly the expected one or agreeing with most
    of its payload (one damaged byte, not garbage); it then takes that place, so a damaged payload is not
    also counted as a gap. Garbage is one corrupt message and leaves the sequence where it was.
    ``finish(expected)`` counts messages never received as gaps.
    """

    messages: int = 0
    bytes: int = 0
    gaps: int = 0
    corrupt: int = 0
    next_index: int = 0
    expected_messages: int | None = None

    def on_message(self, data: Buffer) -> None:
        self.messages += 1
        self.bytes += len(data)
        i = check(data)
        if i < 0 or i < self.next_index or not self._possible(i):
            self.corrupt += 1
            if i >= 0 or len(data) < MIN_LENGTH:
                return
            i = _I64.unpack_from(data, 0)[0]
            if i < self.next_index or not self._possible(i) or (
                    i != self.next_index and not _mostly_pattern(data, i)):
                return
        self.gaps += i - self.next_index
        self.next_index = i + 1

    def _possible(self, i: int) -> bool:
        return self.expected_messages is None or i < self.expected_messages

    def finish(self, expected_messages: int) -> None:
        if self.next_index < expected_messages:
            self.gaps += expected_messages - self.next_index
            self.next_index = expected_messages

    @property
    def ok(self) -> bool:
        return self.gaps == 0 and self.corrupt == 0

    def summary(self) -> str:
        return (f"received {self.messages} messages, {self.bytes} bytes, "
                f"gaps {self.gaps}, corrupt {self.corrupt}")


@dataclass(frozen=True)
class Summary:
    messages: int
    bytes: int
    gaps: int
    corrupt: int


def parse_summary(text: str) -> Summary:
    """The last summary line in ``text`` (a subscriber's output); ValueError if there is none."""
    matches = SUMMARY_RE.findall(text)
    if not matches:
        raise ValueError(f"no 'received N messages, B bytes, gaps G, corrupt C' line in: {text[-500:]!r}")
    return Summary(*(int(v) for v in matches[-1]))
