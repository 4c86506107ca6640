"""LossDetector over a real image term: gap detection, NAK timing (unicast, multicast), retries."""

from __future__ import annotations

import random
import struct
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aeronkit.driver.loss_detector import (
    NAK_UNICAST_DELAY_MIN_NS,
    ZERO_DELAY_GENERATOR,
    LossDetector,
    OptimalMulticastDelayGenerator,
    StaticDelayGenerator,
    resolve_delay_generator,
    unicast_delay_generator,
)
from aeronkit.logbuffer import LogBuffers, TermRebuilder, TermScanner

TERM = 64 * 1024
MASK = TERM - 1
BITS = 16
INITIAL = 100


@pytest.fixture
def image(tmp_path: Path) -> Iterator[tuple[LogBuffers, TermRebuilder, TermScanner]]:
    logs = LogBuffers.create(tmp_path / "img.logbuffer", TERM, initial_term_id=INITIAL)
    yield logs, TermRebuilder(logs), TermScanner(logs)
    logs.close()


def _frame(term_offset: int, term_id: int = INITIAL, length: int = 64) -> bytes:
    header = struct.pack("<iBBHiiii", length, 0, 0xC0, 1, term_offset, 5, 6, term_id) + bytes(8)
    return header + bytes(length - 32)


class Naks:
    def __init__(self) -> None:
        self.sent: list[tuple[int, int, int]] = []

    def __call__(self, term_id: int, term_offset: int, length: int) -> None:
        self.sent.append((term_id, term_offset, length))


def _scan(detector: LossDetector, scanner: TermScanner, rebuild: int, hwm: int, now: int) -> tuple[int, bool]:
    return detector.scan(scanner, rebuild, hwm, now, MASK, BITS, INITIAL)


def test_unicast_naks_after_one_microsecond_then_retries_every_hundred(
    image: tuple[LogBuffers, TermRebuilder, TermScanner],
) -> None:
    _logs, rebuilder, scanner = image
    rebuilder.insert(0, 0, _frame(0))
    rebuilder.insert(0, 192, _frame(192))  # hole at [64, 192)
    naks = Naks()
    detector = LossDetector(unicast_delay_generator(), naks)
    offset, found = _scan(detector, scanner, 0, 256, now=1_000_000)
    assert (offset, found) == (64, True)
    assert naks.sent == []
    assert detector.deadline_ns == 1_000_000 + NAK_UNICAST_DELAY_MIN_NS
    _scan(detector, scanner, 64, 256, now=1_000_999)
    assert naks.sent == []
    _scan(detector, scanner, 64, 256, now=1_001_000)
    assert naks.sent == [(INITIAL, 64, 128)]
    _scan(detector, scanner, 64, 256, now=1_001_000 + 99_999)
    assert len(naks.sent) == 1
    _scan(detector, scanner, 64, 256, now=1_001_000 + 100_000)
    assert naks.sent == [(INITIAL, 64, 128)] * 2
    rebuilder.insert(0, 64, _frame(64, length=128))  # the retransmit fills the hole
    offset, found = _scan(detector, scanner, 64, 256, now=1_200_000)
    assert (offset, found) == (256, False)
    _scan(detector, scanner, 256, 256, now=5_000_000)
    assert len(naks.sent) == 2


def test_a_changed_gap_is_a_new_gap(image: tuple[LogBuffers, TermRebuilder, TermScanner]) -> None:
    _logs, rebuilder, scanner = image
    rebuilder.insert(0, 0, _frame(0))
    naks = Naks()
    detector = LossDetector(StaticDelayGenerator(0, 1_000), naks)
    assert _scan(detector, scanner, 0, 512, now=10) == (64, True)
    assert naks.sent == [(INITIAL, 64, 448)]
    rebuilder.insert(0, 256, _frame(256))  # the hole shrinks to [64, 256): a different gap
    assert _scan(detector, scanner, 64, 512, now=11) == (64, True)
    assert naks.sent[-1] == (INITIAL, 64, 192)
    assert _scan(detector, scanner, 64, 512, now=12) == (64, False)


Image = tuple[LogBuffers, TermRebuilder, TermScanner]


def test_gap_at_the_end_of_a_term_limits_at_the_term(image: Image) -> None:
    _logs, rebuilder, scanner = image
    rebuilder.insert(0, TERM - 128, _frame(TERM - 128))
    naks = Naks()
    detector = LossDetector(ZERO_DELAY_GENERATOR, naks)
    # rebuild sits at TERM-64 (the last frame is lost); the HWM is already in the next term
    offset, found = _scan(detector, scanner, TERM - 64, TERM + 320, now=0)
    assert found and offset == TERM - 64
    assert naks.sent == [(INITIAL, TERM - 64, 64)]


def test_no_scan_when_caught_up(image: tuple[LogBuffers, TermRebuilder, TermScanner]) -> None:
    naks = Naks()
    detector = LossDetector(ZERO_DELAY_GENERATOR, naks)
    assert _scan(detector, image[2], 4096, 4096, now=0) == (4096, False)
    assert naks.sent == [] and detector.active_gap is None


@settings(max_examples=200, deadline=None)
@given(seed=st.integers(0, 2**32), max_backoff=st.integers(1_000, 100_000_000), group=st.integers(1, 1000))
def test_multicast_delay_stays_within_the_backoff(seed: int, max_backoff: int, group: int) -> None:
    gen = OptimalMulticastDelayGenerator(max_backoff, group, random.Random(seed))
    for _ in range(20):
        assert 0 <= gen.generate_delay_ns() <= max_backoff
        assert 0 <= gen.retry_delay_ns() <= max_backoff


def test_multicast_delay_is_randomised_and_repeatable_per_seed() -> None:
    first = OptimalMulticastDelayGenerator(10_000_000, 10, random.Random(3)).generate_delay_ns()
    gen_a = OptimalMulticastDelayGenerator(10_000_000, 10, random.Random(3))
    gen_b = OptimalMulticastDelayGenerator(10_000_000, 10, random.Random(3))
    seq_a = [gen_a.generate_delay_ns() for _ in range(50)]
    assert seq_a == [gen_b.generate_delay_ns() for _ in range(50)]
    assert seq_a[0] == first
    assert len(set(seq_a)) > 40
    # the distribution leans to long delays (the point of the backoff: few early NAKs in a group)
    assert sum(d > 5_000_000 for d in seq_a) > sum(d < 1_000_000 for d in seq_a)


def test_multicast_gap_waits_a_random_delay_then_retries(
    image: tuple[LogBuffers, TermRebuilder, TermScanner],
) -> None:
    _logs, rebuilder, scanner = image
    rebuilder.insert(0, 0, _frame(0))
    naks = Naks()
    gen = OptimalMulticastDelayGenerator(10_000_000, 10, random.Random(11))
    detector = LossDetector(gen, naks)
    _scan(detector, scanner, 0, 1024, now=0)
    deadline = detector.deadline_ns
    assert deadline is not None and 0 <= deadline <= 10_000_000
    _scan(detector, scanner, 64, 1024, now=deadline - 1)
    assert naks.sent == []
    _scan(detector, scanner, 64, 1024, now=deadline)
    assert len(naks.sent) == 1
    retry = detector.deadline_ns
    assert retry is not None and deadline <= retry <= deadline + 10_000_000
    _scan(detector, scanner, 64, 1024, now=retry)
    assert len(naks.sent) == 2


def test_resolve_delay_generator_follows_the_driver_rules() -> None:
    unicast = unicast_delay_generator()
    multicast = OptimalMulticastDelayGenerator(10_000_000, 10)
    kw = {"unicast": unicast, "multicast": multicast}
    assert resolve_delay_generator(is_reliable=False, is_multicast_semantics=True, channel_nak_delay_ns=None,
                                   **kw) is ZERO_DELAY_GENERATOR
    assert resolve_delay_generator(is_reliable=True, is_multicast_semantics=True, channel_nak_delay_ns=5,
                                   **kw) is multicast
    assert resolve_delay_generator(is_reliable=True, is_multicast_semantics=False, channel_nak_delay_ns=None,
                                   **kw) is unicast
    custom = resolve_delay_generator(
        is_reliable=True, is_multicast_semantics=False, channel_nak_delay_ns=50_000, **kw)
    assert (custom.generate_delay_ns(), custom.retry_delay_ns()) == (50_000, 5_000_000)
    tiny = resolve_delay_generator(
        is_reliable=True, is_multicast_semantics=False, channel_nak_delay_ns=10, **kw)
    assert (tiny.generate_delay_ns(), tiny.retry_delay_ns()) == (10, 100_000)
    assert (unicast.generate_delay_ns(), unicast.retry_delay_ns()) == (1_000, 100_000)
