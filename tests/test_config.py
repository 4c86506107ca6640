"""Aeron-style configuration parsing: sizes, durations, booleans, precedence and error messages."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from aeronkit import config
from aeronkit.errors import ConfigurationError


@pytest.fixture(autouse=True)
def _clean_properties():
    config.clear_properties()
    yield
    config.clear_properties()


@given(st.integers(min_value=0, max_value=2**40), st.sampled_from(["", "k", "K", "m", "g"]))
def test_sizes_scale_by_suffix(n: int, suffix: str) -> None:
    scale = {"": 1, "k": 1024, "m": 1024**2, "g": 1024**3}[suffix.lower()]
    assert config.parse_size("aeron.x", f"{n}{suffix}") == n * scale


@given(st.integers(min_value=0, max_value=2**40), st.sampled_from(["", "ns", "us", "ms", "s", "MS"]))
def test_durations_scale_by_suffix(n: int, suffix: str) -> None:
    scale = {"": 1, "ns": 1, "us": 1000, "ms": 10**6, "s": 10**9}[suffix.lower()]
    assert config.parse_duration_ns("aeron.x", f"{n}{suffix}") == n * scale


def test_bad_values_name_the_setting() -> None:
    with pytest.raises(ConfigurationError, match=r"aeron\.term\.buffer\.length='64q'"):
        config.parse_size("aeron.term.buffer.length", "64q")
    with pytest.raises(ConfigurationError, match=r"aeron\.client\.liveness\.timeout='soon'"):
        config.parse_duration_ns("aeron.client.liveness.timeout", "soon")
    config.set_property("aeron.dir.delete.on.start", "maybe")
    with pytest.raises(ConfigurationError, match=r"aeron\.dir\.delete\.on\.start"):
        config.get_bool("aeron.dir.delete.on.start", False)


def test_property_beats_environment_beats_default(monkeypatch: pytest.MonkeyPatch) -> None:
    assert config.get_str("aeron.dir", "default") == "default"
    monkeypatch.setenv("AERON_DIR", "/from/env")
    assert config.get_str("aeron.dir", "default") == "/from/env"
    config.set_property("aeron.dir", "/from/property")
    assert config.get_str("aeron.dir", "default") == "/from/property"
