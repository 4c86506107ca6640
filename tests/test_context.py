"""The Context base of every component: resolution order, one conclude, freezing, release on failure."""

from __future__ import annotations

import enum

import pytest

from aeronkit import config
from aeronkit.context import (
    Context,
    Setting,
    check_power_of_two,
    check_range,
    invalid,
    parse_bool,
    parse_int,
    parse_size,
)
from aeronkit.errors import ConfigurationError


class Mode(enum.Enum):
    FAST = "FAST"
    SLOW = "SLOW"


def _mode(prop: str, text: str) -> Mode:
    return Mode(text.upper())


class Sample(Context):
    COMPONENT = "sample"
    SETTINGS = (
        Setting("length", "aeron.sample.length", 64 * 1024, parse_size, "a length"),
        Setting("count", "aeron.sample.count", 3, parse_int, "a count"),
        Setting("enabled", "aeron.sample.enabled", False, parse_bool, "a flag"),
        Setting("mode", "aeron.sample.mode", Mode.SLOW, _mode, "a mode"),
        Setting("items", None, list, None, "code only, mutable default"),
    )
    length: int
    count: int
    enabled: bool
    mode: Mode
    items: list[str]

    def __init__(self, fail_at: int = -1, journal: list[str] | None = None, **settings: object) -> None:
        self.fail_at = fail_at
        self.journal = journal if journal is not None else []
        super().__init__(**settings)

    def _conclude(self) -> None:
        for step in range(3):
            if step == self.fail_at:
                raise invalid(self.name_of("count"), self.count, f"failed at step {step}")
            self.on_release(lambda step=step: self.journal.append(f"release {step}"))
        check_power_of_two(self.name_of("length"), self.length)
        check_range(self.name_of("count"), self.count, 1, 10)


@pytest.fixture(autouse=True)
def _clean_properties():
    config.clear_properties()
    yield
    config.clear_properties()


def test_keyword_beats_property_beats_environment_beats_default(monkeypatch):
    assert Sample().count == 3
    monkeypatch.setenv("AERON_SAMPLE_COUNT", "5")
    assert Sample().count == 5
    config.set_property("aeron.sample.count", "7")
    assert Sample().count == 7
    assert Sample(count=9).count == 9


def test_is_set_tells_default_from_given(monkeypatch):
    ctx = Sample(length=1024)
    assert ctx.is_set("length") and not ctx.is_set("count")
    monkeypatch.setenv("AERON_SAMPLE_COUNT", "4")
    assert Sample().is_set("count")
    ctx.count = 2
    assert ctx.is_set("count")


def test_properties_are_parsed_and_a_bad_one_names_itself():
    config.set_property("aeron.sample.length", "128k")
    config.set_property("aeron.sample.mode", "fast")
    ctx = Sample()
    assert ctx.length == 128 * 1024 and ctx.mode is Mode.FAST
    config.set_property("aeron.sample.enabled", "maybe")
    with pytest.raises(ConfigurationError, match=r"^aeron\.sample\.enabled='maybe': must be a boolean"):
        Sample()


def test_unknown_setting_is_refused_with_the_known_names():
    with pytest.raises(ConfigurationError, match=r"unknown sample settings: lenght \(known: count, enabled"):
        Sample(lenght=1)


def test_mutable_defaults_are_not_shared():
    first, second = Sample(), Sample()
    first.items.append("x")
    assert second.items == []


def test_conclude_validates_once_then_freezes():
    ctx = Sample(count=4)
    assert ctx.conclude() is ctx and ctx.is_concluded
    with pytest.raises(ConfigurationError, match="already concluded"):
        ctx.conclude()
    with pytest.raises(ConfigurationError, match=r"aeron\.sample\.count cannot change: the sample context"):
        ctx.count = 5
    assert ctx.count == 4
    ctx.journal = ["other attributes stay writable"]


def test_validation_message_names_setting_value_and_bound():
    with pytest.raises(ConfigurationError, match=r"^aeron\.sample\.count=11: must be in \[1, 10\]$"):
        Sample(count=11).conclude()
    with pytest.raises(ConfigurationError, match=r"^aeron\.sample\.length=1000: must be a power of two$"):
        Sample(length=1000).conclude()


def test_failed_conclude_releases_what_it_created_newest_first_and_stays_open():
    journal: list[str] = []
    ctx = Sample(fail_at=2, journal=journal)
    with pytest.raises(ConfigurationError, match="failed at step 2"):
        ctx.conclude()
    assert journal == ["release 1", "release 0"]
    assert not ctx.is_concluded
    ctx.count = 2  # still editable: the caller may fix the setting and try again


def test_a_failing_release_does_not_stop_the_others():
    ctx = Sample()
    seen: list[int] = []
    ctx.on_release(lambda: seen.append(1))
    ctx.on_release(lambda: 1 // 0)
    ctx.on_release(lambda: seen.append(3))
    ctx.release()
    assert seen == [3, 1]


def test_copy_is_an_open_context_with_changes():
    ctx = Sample(count=2).conclude()
    clone = ctx.copy(length=4096)
    assert not clone.is_concluded and clone.length == 4096 and clone.count == 2
    assert clone.is_set("length") and clone.is_set("count") and not clone.is_set("enabled")
    assert ctx.length == 64 * 1024
    with pytest.raises(ConfigurationError, match="unknown sample settings: nope"):
        ctx.copy(nope=1)


def test_describe_lists_configurable_settings_by_property():
    described = Sample(mode=Mode.FAST).describe()
    assert described == {
        "aeron.sample.length": 64 * 1024,
        "aeron.sample.count": 3,
        "aeron.sample.enabled": False,
        "aeron.sample.mode": "FAST",
    }


def test_setting_lookup_names_the_component():
    assert Sample.setting("count").name == "aeron.sample.count"
    assert Sample.setting("items").name == "items"
    with pytest.raises(KeyError, match="sample has no setting 'nope'"):
        Sample.setting("nope")


def test_a_setting_may_not_shadow_a_context_member():
    with pytest.raises(TypeError, match="Clash settings shadow Context members: conclude, describe"):
        type("Clash", (Context,), {"SETTINGS": (
            Setting("describe", None, None, None, "x"), Setting("conclude", None, None, None, "y"))})


class Derived(Context):
    """A setting ``_conclude`` derives from another unless given, and one shown with its unit."""

    COMPONENT = "derived"
    SETTINGS = (
        Setting("period_ms", "aeron.derived.period", 5, parse_int, "held in ms", lambda v: f"{v}ms"),
        Setting("budget", None, None, None, "derived: a fresh list of period_ms entries"),
    )
    period_ms: int
    budget: list[int]

    def _conclude(self) -> None:
        if self.budget is None:
            self._derive("budget", [self.period_ms])


def test_a_none_keyword_is_not_given():
    config.set_property("aeron.sample.count", "6")
    ctx = Sample(count=None, length=None)
    assert ctx.count == 6 and ctx.is_set("count")
    assert ctx.length == 64 * 1024 and not ctx.is_set("length")


def test_derived_values_are_not_given_and_a_copy_derives_its_own():
    ctx = Derived(period_ms=7).conclude()
    assert ctx.budget == [7] and not ctx.is_set("budget")
    clone = ctx.copy(period_ms=9).conclude()
    assert clone.budget == [9] and clone.budget is not ctx.budget
    given = Derived(budget=[1]).conclude()
    assert given.copy().conclude().budget == [1]
    with pytest.raises(ConfigurationError, match="budget cannot change: the derived context is concluded"):
        ctx._derive("budget", [])


def test_describe_shows_a_value_with_its_unit_and_resolve_reads_one_setting():
    assert Derived(period_ms=250).describe() == {"aeron.derived.period": "250ms"}
    assert Sample.setting("count").resolve() == 3
    config.set_property("aeron.sample.count", "8")
    assert Sample.setting("count").resolve() == 8


def test_ensure_concluded_concludes_once():
    ctx = Sample()
    assert ctx.ensure_concluded() is ctx and ctx.is_concluded
    assert ctx.ensure_concluded() is ctx
    with pytest.raises(ConfigurationError, match="already concluded"):
        ctx.conclude()
