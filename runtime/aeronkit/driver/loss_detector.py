"""Gap detection on a publication image's term and the NAK timing that follows from it.

``LossDetector`` is Aeron's (aeron-driver/src/main/java/io/aeron/driver/LossDetector.java at 1.51.0):
each call scans the image's current term from the rebuild position towards the high-water mark with the
native gap scanner (``aeronkit_term_gap_scan``, TermGapScanner in C), advances the rebuild offset to the
first hole, and runs a timer for that hole. A hole seen for the first time (a different term id, offset
or length from the active one) arms the timer with the delay generator's delay; when it expires the loss
handler is called (send a NAK, or fill the gap on an unreliable stream) and the timer re-arms with the
retry delay. Nothing here reads the time: the caller passes ``now_ns`` from its injected clock.

The delay generators are Aeron's too: ``StaticDelayGenerator`` (unicast: NAK after ``nak-delay``, 1 µs by
default, then every delay * 100) and ``OptimalMulticastDelayGenerator`` (multicast: a randomised
exponential backoff within [0, max backoff] so that, in a group, the first receiver's NAK usually
suppresses the others').
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import Protocol

from aeronkit.logbuffer import descriptor as d
from aeronkit.logbuffer.term_scanner import TermScanner

NAK_UNICAST_DELAY_MIN_NS = 1_000
NAK_UNICAST_DELAY_DEFAULT_NS = NAK_UNICAST_DELAY_MIN_NS
NAK_UNICAST_RETRY_DELAY_RATIO_DEFAULT = 100
NAK_MULTICAST_MAX_BACKOFF_DEFAULT_NS = 10_000_000
NAK_MULTICAST_GROUP_SIZE_DEFAULT = 10

LossHandler = Callable[[int, int, int], None]


def _i32(value: int) -> int:
    """Wrap to int32 as Java's int arithmetic does (term ids wrap)."""
    return ((value + 2**31) & 0xFFFFFFFF) - 2**31


class FeedbackDelayGenerator(Protocol):
    """How long to wait before the first NAK for a new gap, and between retries."""

    def generate_delay_ns(self) -> int:
        ...

    def retry_delay_ns(self) -> int:
        ...


class StaticDelayGenerator:
    """A fixed delay and a fixed retry delay (retry defaults to the delay)."""

    __slots__ = ("_delay_ns", "_retry_delay_ns")

    def __init__(self, delay_ns: int, retry_delay_ns: int | None = None) -> None:
        if delay_ns < 0 or (retry_delay_ns is not None and retry_delay_ns < 0):
            raise ValueError(f"delays must be >= 0: delay_ns={delay_ns} retry_delay_ns={retry_delay_ns}")
        self._delay_ns = delay_ns
        self._retry_delay_ns = delay_ns if retry_delay_ns is None else retry_delay_ns

    def generate_delay_ns(self) -> int:
        return self._delay_ns

    def retry_delay_ns(self) -> int:
        return self._retry_delay_ns

    def __repr__(self) -> str:
        return f"StaticDelayGenerator(delay_ns={self._delay_ns}, retry_delay_ns={self._retry_delay_ns})"


ZERO_DELAY_GENERATOR = StaticDelayGenerator(0)


class OptimalMulticastDelayGenerator:
    """Randomised NAK delay in [0, max_backoff_ns] for a group of about ``group_size`` receivers.

    With λ = ln(group_size) + 1 and T = max backoff: x ~ U(0, λ/T) + λ/(T(e^λ - 1)), delay =
    (T/λ)·ln(x·(e^λ - 1)·T/λ). The smallest x gives 0 and the largest gives T. Each retry draws again.
    Pass ``rng`` (a seeded random.Random) for reproducible runs.
    """

    __slots__ = ("_base_x", "_constant_t", "_factor_t", "_rand_max", "_rng", "max_backoff_ns")

    def __init__(self, max_backoff_ns: float, group_size: float, rng: random.Random | None = None) -> None:
        if max_backoff_ns <= 0 or group_size < 1:
            raise ValueError(f"max_backoff_ns={max_backoff_ns} must be > 0 and group_size={group_size} >= 1")
        lam = math.log(group_size) + 1
        self.max_backoff_ns = max_backoff_ns
        self._rand_max = lam / max_backoff_ns
        self._base_x = lam / (max_backoff_ns * (math.exp(lam) - 1))
        self._constant_t = max_backoff_ns / lam
        self._factor_t = (math.exp(lam) - 1) * (max_backoff_ns / lam)
        self._rng = rng if rng is not None else random.Random()

    def optimal_delay(self) -> float:
        x = self._rng.random() * self._rand_max + self._base_x
        return self._constant_t * math.log(x * self._factor_t)

    def generate_delay_ns(self) -> int:
        return int(self.optimal_delay())

    def retry_delay_ns(self) -> int:
        return self.generate_delay_ns()


def unicast_delay_generator(
    nak_delay_ns: int = NAK_UNICAST_DELAY_DEFAULT_NS, retry_ratio: int = NAK_UNICAST_RETRY_DELAY_RATIO_DEFAULT
) -> StaticDelayGenerator:
    """The driver default for unicast images: NAK after ``aeron.nak.unicast.delay``, retry * ratio."""
    return StaticDelayGenerator(nak_delay_ns, nak_delay_ns * retry_ratio)


def resolve_delay_generator(
    *,
    is_reliable: bool,
    is_multicast_semantics: bool,
    channel_nak_delay_ns: int | None,
    unicast: FeedbackDelayGenerator,
    multicast: FeedbackDelayGenerator,
    retry_ratio: int = NAK_UNICAST_RETRY_DELAY_RATIO_DEFAULT,
) -> FeedbackDelayGenerator:
    """DriverConductor.resolveDelayGenerator: unreliable → zero delay (fill at once); group semantics →
    the multicast generator; a channel ``nak-delay`` → static with retry max(delay, 1 µs) * ratio."""
    if not is_reliable:
        return ZERO_DELAY_GENERATOR
    if is_multicast_semantics:
        return multicast
    if channel_nak_delay_ns is not None:
        return StaticDelayGenerator(
            channel_nak_delay_ns, max(channel_nak_delay_ns, NAK_UNICAST_DELAY_MIN_NS) * retry_ratio)
    return unicast


class LossDetector:
    """Tracks one active gap per image and calls ``loss_handler(term_id, term_offset, length)`` on expiry."""

    __slots__ = ("_active_length", "_active_term_id", "_active_term_offset", "_deadline_ns",
                 "delay_generator", "loss_handler")

    def __init__(self, delay_generator: FeedbackDelayGenerator, loss_handler: LossHandler) -> None:
        self.delay_generator = delay_generator
        self.loss_handler = loss_handler
        self._deadline_ns: int | None = None
        self._active_term_id = 0
        self._active_term_offset = -1
        self._active_length = 0

    @property
    def deadline_ns(self) -> int | None:
        """When the active gap's NAK (or retry) is due; None before any gap was seen."""
        return self._deadline_ns

    @property
    def active_gap(self) -> tuple[int, int, int] | None:
        if self._active_term_offset < 0:
            return None
        return (self._active_term_id, self._active_term_offset, self._active_length)

    def scan(
        self, scanner: TermScanner, rebuild_position: int, hwm_position: int, now_ns: int,
        term_length_mask: int, position_bits_to_shift: int, initial_term_id: int,
    ) -> tuple[int, bool]:
        """Scan for a gap; returns (rebuild term offset, whether a new gap was found this call)."""
        loss_found = False
        rebuild_offset = rebuild_position & term_length_mask
        if rebuild_position < hwm_position:
            rebuild_term_count = rebuild_position >> position_bits_to_shift
            hwm_term_count = hwm_position >> position_bits_to_shift
            rebuild_term_id = _i32(initial_term_id + rebuild_term_count)
            limit_offset = (hwm_position & term_length_mask) if rebuild_term_count == hwm_term_count \
                else term_length_mask + 1
            partition = rebuild_term_count % d.PARTITION_COUNT
            gap_offset, gap_length = scanner.scan_for_gap(partition, rebuild_offset, limit_offset)
            rebuild_offset = gap_offset
            if rebuild_offset < limit_offset:
                if (gap_offset != self._active_term_offset or rebuild_term_id != self._active_term_id
                        or gap_length != self._active_length):
                    self._active_term_id = rebuild_term_id
                    self._active_term_offset = gap_offset
                    self._active_length = gap_length
                    self._deadline_ns = now_ns + self.delay_generator.generate_delay_ns()
                    loss_found = True
                self._check_timer_expiry(now_ns)
        return rebuild_offset, loss_found

    def _check_timer_expiry(self, now_ns: int) -> None:
        deadline = self._deadline_ns
        if deadline is not None and deadline - now_ns <= 0:
            self.loss_handler(self._active_term_id, self._active_term_offset, self._active_length)
            self._deadline_ns = now_ns + self.delay_generator.retry_delay_ns()
