"""Loss injection for tests: drop, duplicate and reorder datagrams between a transport and its handler.

Aeron's debug endpoints (aeron-driver/src/main/java/io/aeron/driver/ext/{DebugReceiveChannelEndpoint,
DebugSendChannelEndpoint,DebugChannelEndpointConfiguration,LossGenerator,RandomLossGenerator,
FixedLossGenerator,MultiGapLossGenerator}.java at 1.51.0) wrap the real endpoints and ask a LossGenerator
whether to drop each frame: data frames on the receive side (with stream, session, term id and offset),
control frames on the send side, and the reverse for what each side sends. Rates and seeds come from
``aeron.debug.{receive,send}.{data,control}.loss.{rate,seed}``. This module offers the same generators
(random with a seed, Aeron's fixed region and multi-gap, plus a fixed on/off pattern), composes them per
frame type, and adds what Aeron's debug endpoints lack but our tests need: seeded duplication and
reordering. Everything is deterministic for a given seed, so a failing run can be replayed.
"""

from __future__ import annotations

import random
import struct
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from aeronkit import config
from aeronkit.errors import ConfigurationError

Address = tuple[str, int]
Delivery = tuple[bytes | memoryview, Address]
_DATA_FIELDS = struct.Struct("<iiii")  # term offset, session id, stream id, term id at offset 8
HDR_TYPE_PAD = 0x00
HDR_TYPE_DATA = 0x01


class LossGenerator(Protocol):
    def should_drop_frame(self, address: Address, frame: memoryview | bytes, length: int) -> bool:
        ...


def data_fields(frame: memoryview | bytes, length: int) -> tuple[int, int, int, int] | None:
    """(stream id, session id, term id, term offset) of a DATA/PAD datagram, None for other frames."""
    if length < 32 or struct.unpack_from("<H", frame, 6)[0] not in (HDR_TYPE_PAD, HDR_TYPE_DATA):
        return None
    term_offset, session_id, stream_id, term_id = _DATA_FIELDS.unpack_from(frame, 8)
    return stream_id, session_id, term_id, term_offset


class NoLossGenerator:
    def should_drop_frame(self, address: Address, frame: memoryview | bytes, length: int) -> bool:
        return False


NO_LOSS = NoLossGenerator()


class RandomLossGenerator:
    """Drops each frame with probability ``rate``; a seed (not -1) makes the sequence repeatable."""

    def __init__(self, rate: float, seed: int = -1) -> None:
        if not 0.0 <= rate <= 1.0:
            raise ConfigurationError(f"loss rate={rate} not in [0, 1]")
        self.rate = rate
        self.random = random.Random() if seed == -1 else random.Random(seed)

    def should_drop_frame(self, address: Address, frame: memoryview | bytes, length: int) -> bool:
        return self.random.random() < self.rate


class PatternLossGenerator:
    """Drops by a fixed repeating pattern: ``"0010"`` drops every fourth frame, starting with the third."""

    def __init__(self, pattern: str | Sequence[bool]) -> None:
        if isinstance(pattern, str):
            if not pattern or set(pattern) - {"0", "1"}:
                raise ConfigurationError(f"loss pattern={pattern!r} must be a non-empty string of 0 and 1")
            self.pattern = [c == "1" for c in pattern]
        else:
            if not pattern:
                raise ConfigurationError("loss pattern must not be empty")
            self.pattern = [bool(p) for p in pattern]
        self.index = 0

    def should_drop_frame(self, address: Address, frame: memoryview | bytes, length: int) -> bool:
        drop = self.pattern[self.index % len(self.pattern)]
        self.index += 1
        return drop


class FixedLossGenerator:
    """Aeron's FixedLossGenerator: drop first transmissions overlapping [term_offset, +length) of one term.

    Retransmissions (frames below the highest offset already dropped for that stream and session) pass,
    so the gap is recovered by exactly one NAK round.
    """

    def __init__(self, term_id: int, term_offset: int, length: int) -> None:
        self.term_id = term_id
        self.term_offset = term_offset
        self.length = length
        self._max_dropped: dict[tuple[int, int], int] = {}

    def should_drop_frame(self, address: Address, frame: memoryview | bytes, length: int) -> bool:
        fields = data_fields(frame, length)
        if fields is None:
            return False
        stream_id, session_id, term_id, term_offset = fields
        if term_id != self.term_id:
            return False
        key = (stream_id, session_id)
        max_dropped = self._max_dropped.setdefault(key, term_offset)
        if max_dropped > term_offset:
            return False
        if term_offset + length > self.term_offset and term_offset < self.term_offset + self.length:
            self._max_dropped[key] = term_offset + length
            return True
        return False


class MultiGapLossGenerator:
    """Aeron's MultiGapLossGenerator: ``total_gaps`` gaps of ``gap_length`` every ``gap_radix`` bytes."""

    def __init__(self, term_id: int, gap_radix: int, gap_length: int, total_gaps: int) -> None:
        radix = 1 << max(gap_radix - 1, 0).bit_length()
        if gap_length >= radix:
            raise ConfigurationError("gapLength must be smaller than gapRadix")
        self.term_id = term_id
        self.bits = radix.bit_length() - 1
        self.mask = -radix
        self.gap_length = gap_length
        self.last_gap_limit = total_gaps * radix + gap_length
        self._max_dropped: dict[tuple[int, int], int] = {}

    def should_drop_frame(self, address: Address, frame: memoryview | bytes, length: int) -> bool:
        fields = data_fields(frame, length)
        if fields is None:
            return False
        stream_id, session_id, term_id, term_offset = fields
        if term_id != self.term_id or term_offset > self.last_gap_limit:
            return False
        key = (stream_id, session_id)
        if self._max_dropped.setdefault(key, term_offset) > term_offset:
            return False
        frame_limit = term_offset + length
        trailing_zeros = (term_offset & -term_offset).bit_length() - 1 if term_offset else 0
        if term_offset != 0 and trailing_zeros >= self.bits:
            self._max_dropped[key] = frame_limit
            return True
        previous_gap = term_offset & self.mask
        if previous_gap > 0 and term_offset < previous_gap + self.gap_length:
            self._max_dropped[key] = frame_limit
            return True
        next_gap = ((term_offset >> self.bits) + 1) << self.bits
        if frame_limit > next_gap and term_offset < next_gap + self.gap_length:
            self._max_dropped[key] = frame_limit
            return True
        return False


class FrameTypeLossGenerator:
    """Routes each frame to the generator for its type (DATA, SETUP, SM, NAK, RTTM ...), else ``default``."""

    def __init__(self, by_type: Mapping[int, LossGenerator], default: LossGenerator = NO_LOSS) -> None:
        self.by_type = dict(by_type)
        self.default = default

    def should_drop_frame(self, address: Address, frame: memoryview | bytes, length: int) -> bool:
        kind = struct.unpack_from("<H", frame, 6)[0] if length >= 8 else -1
        return self.by_type.get(kind, self.default).should_drop_frame(address, frame, length)


@dataclass
class _Held:
    countdown: int
    frame: bytes
    address: Address


class DebugFrameInterceptor:
    """Drop (via a LossGenerator), then duplicate and reorder with seeded probabilities.

    A reordered datagram is held back and delivered after ``reorder_depth`` later datagrams have passed;
    ``flush`` releases whatever is still held. Copies are made only of datagrams that are held or
    duplicated (a received datagram's bytes are reused by the next batch).
    """

    def __init__(
        self, loss: LossGenerator = NO_LOSS, *, duplicate_rate: float = 0.0, reorder_rate: float = 0.0,
        reorder_depth: int = 1, seed: int = -1, frame_types: Iterable[int] | None = None,
    ) -> None:
        for name, rate in (("duplicate rate", duplicate_rate), ("reorder rate", reorder_rate)):
            if not 0.0 <= rate <= 1.0:
                raise ConfigurationError(f"{name}={rate} not in [0, 1]")
        if reorder_depth < 1:
            raise ConfigurationError(f"reorder depth={reorder_depth} must be >= 1")
        self.loss = loss
        self.duplicate_rate = duplicate_rate
        self.reorder_rate = reorder_rate
        self.reorder_depth = reorder_depth
        self.frame_types = None if frame_types is None else frozenset(frame_types)
        self.random = random.Random() if seed == -1 else random.Random(seed)
        self._held: list[_Held] = []
        self.dropped = 0
        self.duplicated = 0
        self.reordered = 0

    def _applies(self, frame: memoryview | bytes, length: int) -> bool:
        if self.frame_types is None:
            return True
        return length >= 8 and struct.unpack_from("<H", frame, 6)[0] in self.frame_types

    def process(self, frame: memoryview | bytes, address: Address) -> list[Delivery]:
        """Datagrams to deliver now, in order, for one arriving (or departing) datagram."""
        out: list[Delivery] = []
        length = len(frame)
        if self._applies(frame, length):
            if self.loss.should_drop_frame(address, frame, length):
                self.dropped += 1
                return self._release(out)
            if self.reorder_rate and self.random.random() < self.reorder_rate:
                self.reordered += 1
                self._held.append(_Held(self.reorder_depth, bytes(frame), address))
                return out
            if self.duplicate_rate and self.random.random() < self.duplicate_rate:
                self.duplicated += 1
                copy = bytes(frame)
                out.append((copy, address))
                out.append((copy, address))
                return self._release(out)
        out.append((frame, address))
        return self._release(out)

    def _release(self, out: list[Delivery]) -> list[Delivery]:
        if self._held:
            still: list[_Held] = []
            for entry in self._held:
                entry.countdown -= 1
                if entry.countdown <= 0:
                    out.append((entry.frame, entry.address))
                else:
                    still.append(entry)
            self._held = still
        return out

    def flush(self) -> list[Delivery]:
        held: list[Delivery] = [(entry.frame, entry.address) for entry in self._held]
        self._held = []
        return held

    def on_receive(self, frame_type: int, datagram: memoryview, source: Address) -> list[Delivery]:
        """FrameInterceptor hook for aeronkit.driver.media.poller."""
        return self.process(datagram, source)


@dataclass(frozen=True)
class LossSettings:
    """One direction's settings: rate and seed as Aeron names them, plus pattern/duplicate/reorder."""

    rate: float = 0.0
    seed: int = -1
    pattern: str | None = None
    duplicate_rate: float = 0.0
    reorder_rate: float = 0.0
    reorder_depth: int = 1
    frame_types: tuple[int, ...] | None = None
    rate_by_type: tuple[tuple[int, float], ...] = ()

    def interceptor(self) -> DebugFrameInterceptor | None:
        """None when nothing is injected, so the poller takes its fast path.

        ``rate_by_type`` (frame type, drop rate) pairs give each frame type its own seeded random
        generator; ``pattern`` or ``rate`` covers the other types.
        """
        if not (self.rate or self.pattern or self.duplicate_rate or self.reorder_rate or self.rate_by_type):
            return None
        loss: LossGenerator = NO_LOSS
        if self.pattern:
            loss = PatternLossGenerator(self.pattern)
        elif self.rate:
            loss = RandomLossGenerator(self.rate, self.seed)
        if self.rate_by_type:
            loss = FrameTypeLossGenerator(
                {kind: RandomLossGenerator(rate, self.seed if self.seed == -1 else self.seed + 1000 + kind)
                 for kind, rate in self.rate_by_type}, default=loss)
        seed = self.seed if self.seed == -1 else self.seed + 1  # independent of the drop stream
        return DebugFrameInterceptor(
            loss, duplicate_rate=self.duplicate_rate, reorder_rate=self.reorder_rate,
            reorder_depth=self.reorder_depth, seed=seed, frame_types=self.frame_types)


def _float(prop: str) -> float:
    text = config.lookup(prop)
    if text is None:
        return 0.0
    try:
        return float(text)
    except ValueError:
        raise ConfigurationError(f"{prop}={text!r} is not a number") from None


def _int(prop: str, default: int) -> int:
    text = config.lookup(prop)
    if text is None:
        return default
    try:
        return int(text)
    except ValueError:
        raise ConfigurationError(f"{prop}={text!r} is not an integer") from None


class DebugChannelEndpointConfiguration:
    """Loss settings per direction and kind (receive/send x data/control), driver-wide or per channel.

    Driver-wide values come from Aeron's properties ``aeron.debug.<dir>.<kind>.loss.rate`` and ``.seed``.
    ``per_channel`` maps a channel's ``alias`` or canonical form to settings that replace them for that
    channel, so one test can make a single stream lossy.
    """

    KINDS = ("receive.data", "receive.control", "send.data", "send.control")

    def __init__(
        self, defaults: Mapping[str, LossSettings] | None = None,
        per_channel: Mapping[str, Mapping[str, LossSettings]] | None = None,
    ) -> None:
        self.defaults = dict(defaults or {})
        self.per_channel = {key: dict(value) for key, value in (per_channel or {}).items()}
        for kind in list(self.defaults) + [k for v in self.per_channel.values() for k in v]:
            if kind not in self.KINDS:
                raise ConfigurationError(f"unknown loss kind {kind!r}; use one of {', '.join(self.KINDS)}")

    @classmethod
    def from_properties(cls) -> DebugChannelEndpointConfiguration:
        defaults = {
            kind: LossSettings(rate=_float(f"aeron.debug.{kind}.loss.rate"),
                               seed=_int(f"aeron.debug.{kind}.loss.seed", -1))
            for kind in cls.KINDS
        }
        for kind, settings in defaults.items():
            if not 0.0 <= settings.rate <= 1.0:
                raise ConfigurationError(f"aeron.debug.{kind}.loss.rate={settings.rate} not in [0, 1]")
        return cls(defaults)

    def settings(self, kind: str, alias: str | None, canonical_form: str) -> LossSettings:
        for key in (alias, canonical_form):
            if key is not None and key in self.per_channel and kind in self.per_channel[key]:
                return self.per_channel[key][kind]
        return self.defaults.get(kind, LossSettings())

    def interceptor(self, kind: str, alias: str | None, canonical_form: str) -> DebugFrameInterceptor | None:
        return self.settings(kind, alias, canonical_form).interceptor()
