"""Loss generators: deterministic per seed, Aeron's fixed and multi-gap rules, duplicate/reorder, config."""

from __future__ import annotations

import struct

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aeronkit import config
from aeronkit.driver.ext.loss_generators import (
    DebugChannelEndpointConfiguration,
    DebugFrameInterceptor,
    FixedLossGenerator,
    FrameTypeLossGenerator,
    LossSettings,
    MultiGapLossGenerator,
    PatternLossGenerator,
    RandomLossGenerator,
)
from aeronkit.errors import ConfigurationError

ADDR = ("127.0.0.1", 4000)


def data(term_offset: int, length: int = 64, term_id: int = 3, kind: int = 1) -> bytes:
    return struct.pack("<iBBHiiii", length, 0, 0xC0, kind, term_offset, 9, 8, term_id) + bytes(length - 24)


def _drops(gen: RandomLossGenerator, n: int = 500) -> list[bool]:
    return [gen.should_drop_frame(ADDR, data(0), 64) for _ in range(n)]


@settings(max_examples=50, deadline=None)
@given(seed=st.integers(0, 2**62), rate=st.floats(0.01, 0.99))
def test_random_loss_is_deterministic_per_seed(seed: int, rate: float) -> None:
    first = _drops(RandomLossGenerator(rate, seed))
    assert first == _drops(RandomLossGenerator(rate, seed))
    assert abs(sum(first) / len(first) - rate) < 0.15


def test_different_seeds_differ_and_rates_bound() -> None:
    assert _drops(RandomLossGenerator(0.5, 1)) != _drops(RandomLossGenerator(0.5, 2))
    assert not any(_drops(RandomLossGenerator(0.0, 1)))
    assert all(_drops(RandomLossGenerator(1.0, 1)))
    with pytest.raises(ConfigurationError, match=r"loss rate=1\.5"):
        RandomLossGenerator(1.5)


def test_pattern_repeats() -> None:
    gen = PatternLossGenerator("0010")
    assert [gen.should_drop_frame(ADDR, data(0), 64) for _ in range(8)] == [False, False, True, False] * 2
    with pytest.raises(ConfigurationError, match="loss pattern='01x'"):
        PatternLossGenerator("01x")


def test_fixed_generator_drops_first_transmission_only() -> None:
    gen = FixedLossGenerator(term_id=3, term_offset=128, length=64)
    seen = [gen.should_drop_frame(ADDR, data(off), 64) for off in range(0, 320, 64)]
    assert seen == [False, False, True, False, False]
    assert not gen.should_drop_frame(ADDR, data(128), 64)  # the retransmission passes
    assert not gen.should_drop_frame(ADDR, data(128, term_id=4), 64)  # other term
    assert not gen.should_drop_frame(ADDR, data(128, kind=5), 64)  # not a data frame


def test_multi_gap_generator() -> None:
    gen = MultiGapLossGenerator(term_id=3, gap_radix=1024, gap_length=64, total_gaps=2)
    dropped = [off for off in range(0, 4096, 64) if gen.should_drop_frame(ADDR, data(off), 64)]
    assert dropped == [1024, 2048]
    with pytest.raises(ConfigurationError, match="gapLength must be smaller than gapRadix"):
        MultiGapLossGenerator(3, 64, 64, 1)


def test_per_frame_type() -> None:
    gen = FrameTypeLossGenerator({1: PatternLossGenerator("1"), 5: PatternLossGenerator("0")})
    assert gen.should_drop_frame(ADDR, data(0, kind=1), 64)
    assert not gen.should_drop_frame(ADDR, data(0, kind=5), 64)
    assert not gen.should_drop_frame(ADDR, data(0, kind=3), 64)


def test_interceptor_reorders_and_duplicates_deterministically() -> None:
    def run(seed: int) -> list[int]:
        interceptor = DebugFrameInterceptor(duplicate_rate=0.2, reorder_rate=0.2, reorder_depth=2, seed=seed)
        out: list[int] = []
        for i in range(200):
            passed = interceptor.process(data(i * 64), ADDR)
            out += [struct.unpack_from("<i", f, 8)[0] // 64 for f, _ in passed]
        out += [struct.unpack_from("<i", f, 8)[0] // 64 for f, _ in interceptor.flush()]
        assert interceptor.duplicated > 0 and interceptor.reordered > 0
        assert len(out) == 200 + interceptor.duplicated
        return out

    first = run(5)
    assert first == run(5)
    assert first != sorted(first)  # reordered
    assert sorted(set(first)) == list(range(200))  # nothing lost


def test_interceptor_limited_to_frame_types() -> None:
    interceptor = DebugFrameInterceptor(PatternLossGenerator("1"), frame_types=[1])
    assert interceptor.process(data(0, kind=1), ADDR) == []
    assert len(interceptor.process(data(0, kind=5), ADDR)) == 1
    assert interceptor.dropped == 1


def test_configuration_from_aeron_properties_and_per_channel() -> None:
    config.set_property("aeron.debug.receive.data.loss.rate", "0.25")
    config.set_property("aeron.debug.receive.data.loss.seed", "42")
    try:
        cfg = DebugChannelEndpointConfiguration.from_properties()
    finally:
        config.clear_properties()
    assert cfg.settings("receive.data", None, "UDP-x") == LossSettings(rate=0.25, seed=42)
    assert cfg.interceptor("send.control", None, "UDP-x") is None
    a = cfg.interceptor("receive.data", None, "UDP-x")
    b = cfg.interceptor("receive.data", None, "UDP-x")
    assert a is not None and b is not None
    frames = [data(i * 64) for i in range(300)]
    assert [len(a.process(f, ADDR)) for f in frames] == [len(b.process(f, ADDR)) for f in frames]
    per = DebugChannelEndpointConfiguration(
        per_channel={"lossy": {"receive.data": LossSettings(pattern="1")}})
    only = per.interceptor("receive.data", "lossy", "UDP-x")
    assert only is not None and only.process(data(0), ADDR) == []
    assert per.interceptor("receive.data", "other", "UDP-x") is None
    by_type = DebugChannelEndpointConfiguration(per_channel={"UDP-x": {"receive.data": LossSettings(
        rate_by_type=((1, 1.0), (5, 0.0)), seed=3)}}).interceptor("receive.data", None, "UDP-x")
    assert by_type is not None
    assert by_type.process(data(0, kind=1), ADDR) == []  # DATA always dropped
    assert len(by_type.process(data(0, kind=5), ADDR)) == 1  # SETUP never
    assert len(by_type.process(data(0, kind=6), ADDR)) == 1  # other types: no base rate given
    with pytest.raises(ConfigurationError, match=r"unknown loss kind 'receive\.bogus'"):
        DebugChannelEndpointConfiguration({"receive.bogus": LossSettings()})
    config.set_property("aeron.debug.send.data.loss.rate", "often")
    try:
        with pytest.raises(ConfigurationError, match=r"aeron\.debug\.send\.data\.loss\.rate='often'"):
            DebugChannelEndpointConfiguration.from_properties()
    finally:
        config.clear_properties()
