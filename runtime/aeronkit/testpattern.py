"""The standard test pattern every aeronkit publisher, subscriber, interop test and benchmark shares.

Message ``i`` (from 0) of length ``L >= 8`` holds ``i`` as a little-endian int64 in bytes 0..7 and
``(i + k) & 0xFF`` at byte ``k`` for ``8 <= k < L`` (docs/client.md, DESIGN.md). Because the content is
a function of ``i`` alone, a subscriber can check order, loss and corruption of any message without
knowing the publisher's lengths. Two checkers share that test:

* ``Verifier`` knows how many messages were sent (``finish(expected)``) and counts every one that never
  came as a gap: ``received N messages, B bytes, gaps G, corrupt C``, the line the Java test programs print
  too (tests/interop/java/StandardPatternSubscriber.java).
* ``ArrivalCheck`` (``aeronkit sub``) counts only what arrived: a payload that is not the pattern is
  "other", never read as a sequence number, and missing / out-of-order sequence numbers come from the
  numbers that did arrive (``ARRIVAL_RE`` spells its line).

Lengths come from ``LengthGenerator``: uniform in [min, max], and with probability 1/``large_every``
uniform in [min, large_max] (so a few messages exceed the MTU and are fragmented). Its sequence is a
64-bit xorshift* of the seed, specified here so a Java or C peer can reproduce it exactly.
"""

from __future__ import annotations

import bisect
import operator
import re
import struct
from dataclasses import dataclass, field

HEADER_LENGTH = 8
MIN_LENGTH = HEADER_LENGTH
_I64 = struct.Struct("<q")
_MASK64 = (1 << 64) - 1
# 256 + any length: a slice starting at (i + 8) & 0xFF gives bytes 8.. of message i.
_PATTERN_SPAN = 1 << 25
_pattern_cache: bytes = b""

Buffer = bytes | bytearray | memoryview  # also inside Verifier, whose ``bytes`` field shadows the type
SUMMARY_RE = re.compile(r"received (\d+) messages, (\d+) bytes, gaps (\d+), corrupt (\d+)")
ARRIVAL_RE = re.compile(
    r"received (\d+) messages, (\d+) bytes, other payloads (\d+); pattern sequence (none|(\d+)\.\.(\d+)), "
    r"missing sequence numbers (\d+), out of order (\d+), duplicates (\d+), corrupt (\d+)"
)


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


def _damaged_index(data: Buffer, limit: int | None) -> int:
    """The index of a pattern message with damaged content, or -1 if ``data`` does not look like one.

    Believable means: possible (below ``limit``) and agreeing with most of the payload after it, so one
    damaged byte keeps its message's place while a foreign payload's first 8 bytes are never taken as one.
    """
    if len(data) <= HEADER_LENGTH:
        return -1
    i: int = _I64.unpack_from(data, 0)[0]
    if i < 0 or (limit is not None and i >= limit) or not _mostly_pattern(data, i):
        return -1
    return i


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


@dataclass
class ArrivalCheck:
    """What arrived on a stream, for ``aeronkit sub``: it counts messages that came, never ones that did not.

    A test-pattern message (``check``) contributes its sequence number; a damaged one whose index is
    believable (``_damaged_index``) is corrupt and still takes its number's place, so it is not also missing.
    Any other payload (a Java program's text, an SBE message) is counted as ``other`` and nothing is read
    from it. From the numbers seen: ``missing`` are the numbers between the lowest and the highest seen that
    never came; ``out_of_order`` are arrivals below the highest number seen before them that filled such a
    hole (or came before the lowest); ``duplicates`` are numbers seen twice. Numbers at or above ``limit``
    (``--messages``, when the publisher is ours) are impossible and make the message corrupt.
    """

    limit: int | None = None
    messages: int = 0
    bytes: int = 0
    other: int = 0
    corrupt: int = 0
    out_of_order: int = 0
    duplicates: int = 0
    lowest: int = -1
    highest: int = -1
    # Sorted disjoint [start, end) ranges of numbers in (lowest, highest) not seen yet.
    _holes: list[list[int]] = field(default_factory=list, init=False, repr=False)

    def on_message(self, data: Buffer) -> None:
        self.messages += 1
        self.bytes += len(data)
        i = check(data)
        if i >= 0 and (self.limit is None or i < self.limit):
            self._arrived(i)
            return
        damaged = _damaged_index(data, self.limit)
        if damaged < 0 and i < 0:
            self.other += 1
            return
        self.corrupt += 1
        if damaged >= 0:
            self._arrived(damaged)

    def _arrived(self, i: int) -> None:
        if self.highest < 0:
            self.lowest = self.highest = i
        elif i > self.highest:
            if i > self.highest + 1:
                self._holes.append([self.highest + 1, i])
            self.highest = i
        elif i < self.lowest:
            self.out_of_order += 1
            if i + 1 < self.lowest:
                self._holes.insert(0, [i + 1, self.lowest])
            self.lowest = i
        else:
            self._fill(i)

    def _fill(self, i: int) -> None:
        """``i`` lies in [lowest, highest]: it fills a hole (out of order) or was seen already."""
        k = bisect.bisect_right(self._holes, i, key=operator.itemgetter(0)) - 1
        if k < 0 or i >= self._holes[k][1]:
            self.duplicates += 1
            return
        self.out_of_order += 1
        start, end = self._holes[k]
        pieces = [[s, e] for s, e in ((start, i), (i + 1, end)) if s < e]
        self._holes[k:k + 1] = pieces

    @property
    def missing(self) -> int:
        return sum(end - start for start, end in self._holes)

    @property
    def ok(self) -> bool:
        """Nothing missing, reordered, repeated or damaged among what arrived (other payloads are fine)."""
        return self.missing == self.out_of_order == self.duplicates == self.corrupt == 0

    def summary(self) -> str:
        sequence = "none" if self.highest < 0 else f"{self.lowest}..{self.highest}"
        return (f"received {self.messages} messages, {self.bytes} bytes, other payloads {self.other}; "
                f"pattern sequence {sequence}, missing sequence numbers {self.missing}, "
                f"out of order {self.out_of_order}, duplicates {self.duplicates}, corrupt {self.corrupt}")


@dataclass(frozen=True)
class ArrivalSummary:
    """An ``ArrivalCheck`` line read back; ``lowest``/``highest`` are None when no pattern message came."""

    messages: int
    bytes: int
    other: int
    lowest: int | None
    highest: int | None
    missing: int
    out_of_order: int
    duplicates: int
    corrupt: int


def parse_arrival_summary(text: str) -> ArrivalSummary:
    """The last ``aeronkit sub`` summary line in ``text``; ValueError if there is none."""
    matches = ARRIVAL_RE.findall(text)
    if not matches:
        raise ValueError(f"no 'aeronkit sub' summary line in: {text[-500:]!r}")
    n, b, other, _, low, high, missing, out_of_order, duplicates, corrupt = matches[-1]
    return ArrivalSummary(int(n), int(b), int(other), int(low) if low else None, int(high) if high else None,
                          int(missing), int(out_of_order), int(duplicates), int(corrupt))


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
