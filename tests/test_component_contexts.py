"""The four component Contexts on the one base: driver, client, archive and archive client behave alike.

Each concludes once (a second conclude raises, a concluded setting cannot change), refuses an unknown
keyword, names a bad property with its value and requirement, and describes itself in a form that the
property parser reads back to the same value (what ``aeronkit driver --print-config`` and ``aeronkit
archive --print-config`` print is valid ``-D`` input).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from types import SimpleNamespace
from typing import Any

import pytest

from aeronkit import config
from aeronkit.archive.client import Context as ArchiveClientContext
from aeronkit.archive.server import Context as ArchiveContext
from aeronkit.client import Context as ClientContext
from aeronkit.context import Context
from aeronkit.driver import Context as DriverContext
from aeronkit.errors import ConfigurationError


def _archive_client() -> ArchiveClientContext:
    """Channels given and a stand-in Aeron client, so concluding connects nothing."""
    return ArchiveClientContext(
        aeron=SimpleNamespace(), control_request_channel="aeron:ipc", control_response_channel="aeron:ipc")


COMPONENTS: dict[str, Callable[[], Context]] = {
    "driver": DriverContext,
    "client": ClientContext,
    "archive": ArchiveContext,
    "archive client": _archive_client,
}


@pytest.fixture(autouse=True)
def _clean_properties() -> Iterator[None]:
    config.clear_properties()
    yield
    config.clear_properties()


@pytest.mark.parametrize("component", COMPONENTS)
def test_a_second_conclude_raises_and_a_concluded_setting_is_frozen(component: str) -> None:
    ctx = COMPONENTS[component]()
    assert not ctx.is_concluded
    assert ctx.conclude() is ctx and ctx.is_concluded
    with pytest.raises(ConfigurationError, match=f"^the {component} context is already concluded$"):
        ctx.conclude()
    assert ctx.ensure_concluded() is ctx  # what launchers call: a concluded context is taken as it is
    attr = next(s.attr for s in ctx.SETTINGS if s.prop is not None)
    with pytest.raises(ConfigurationError, match=r"cannot change: the .* context is concluded"):
        setattr(ctx, attr, getattr(ctx, attr))


@pytest.mark.parametrize("component", COMPONENTS)
def test_an_unknown_keyword_is_refused_with_the_known_names(component: str) -> None:
    factory = {"driver": DriverContext, "client": ClientContext, "archive": ArchiveContext,
               "archive client": ArchiveClientContext}[component]
    known = r"\(known: .*aeron_dir"
    with pytest.raises(ConfigurationError, match=f"^unknown {component} settings: aeron_dri {known}"):
        factory(aeron_dri="/tmp/typo")


@pytest.mark.parametrize(
    ("component", "prop", "text", "message"),
    [
        ("driver", "aeron.mtu.length", "70000", "aeron.mtu.length=70000: mtu_length=70000 > MAX_UDP_PAYLOAD"),
        ("driver", "aeron.threading.mode", "parallel",
         "aeron.threading.mode='parallel': must be one of INVOKER"),
        ("client", "aeron.client.resource.linger.duration", "soon",
         "aeron.client.resource.linger.duration='soon': must be a duration"),
        ("client", "aeron.driver.timeout", "0", "aeron.driver.timeout=0: must be > 0"),
        ("archive", "aeron.archive.file.io.max.length", "1000",
         "aeron.archive.file.io.max.length=1000: must be a power of two"),
        ("archive", "aeron.archive.catalog.file.sync.level", "0",
         None),  # fine alone; with file.sync.level=1 it is below the file sync level (next case)
        ("archive", "aeron.archive.local.control.channel", "aeron:udp?endpoint=localhost:8010",
         "aeron.archive.local.control.channel='aeron:udp?endpoint=localhost:8010': must be an aeron:ipc"),
        ("archive client", "aeron.archive.message.timeout", "0",
         "aeron.archive.message.timeout=0: must be > 0"),
        ("archive client", "aeron.archive.control.stream.id", "ten",
         "aeron.archive.control.stream.id='ten': must be an integer"),
    ],
)
def test_a_bad_property_names_itself_its_value_and_the_bound(
    component: str, prop: str, text: str, message: str | None
) -> None:
    config.set_property(prop, text)
    if message is None:
        config.set_property("aeron.archive.file.sync.level", "1")
        message = "aeron.archive.catalog.file.sync.level=0: must be >= aeron.archive.file.sync.level=1"
    with pytest.raises(ConfigurationError, match="^" + re.escape(message)):
        COMPONENTS[component]().conclude()


@pytest.mark.parametrize("component", COMPONENTS)
def test_what_describe_prints_parses_back_to_the_same_value(component: str) -> None:
    ctx = COMPONENTS[component]().conclude()
    described = ctx.describe()
    checked = 0
    for setting, value in ctx.resolved():
        if setting.prop is None or value is None:
            continue
        assert setting.parse is not None
        assert setting.parse(setting.prop, f"{described[setting.prop]}") == value, setting.prop
        checked += 1
    assert checked == len([v for v in described.values() if v is not None]) >= 5


def test_durations_held_in_milliseconds_are_described_with_their_unit() -> None:
    config.set_property("aeron.archive.connect.timeout", "2s")
    described = ArchiveContext().conclude().describe()
    assert described["aeron.archive.connect.timeout"] == "2000ms"
    assert described["aeron.archive.session.liveness.check.interval"] == "1000ms"
    assert described["aeron.archive.segment.file.length"] == 128 * 1024 * 1024


def test_the_client_reads_the_driver_timeout_in_milliseconds_like_the_driver() -> None:
    """aeron.driver.timeout is milliseconds (CommonContext getLong); the client read it as nanoseconds."""
    config.set_property("aeron.driver.timeout", "2000")
    client = ClientContext().conclude()
    assert client.driver_timeout_ms == DriverContext().driver_timeout_ms == 2000


def test_a_none_keyword_means_not_given(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AERON_DIR", "/tmp/from-env")
    ctx = ClientContext(aeron_dir=None)
    assert ctx.aeron_dir == "/tmp/from-env" and ctx.is_set("aeron_dir")
    monkeypatch.delenv("AERON_DIR")
    archive = ArchiveContext(archive_dir=None, aeron_dir=None)
    assert archive.archive_dir == "aeron-archive" and not archive.is_set("archive_dir")


def test_values_a_conclude_derives_are_not_given_and_a_copy_derives_them_again() -> None:
    ctx = ClientContext(idle_sleep_duration_ns=1_000_000).conclude()
    derived = ctx.idle_strategy
    assert derived is not None and not ctx.is_set("idle_strategy")
    clone = ctx.copy().conclude()
    assert clone.idle_strategy is not None and clone.idle_strategy is not derived  # not shared by two clients
    archive = ArchiveContext(file_sync_level=1).conclude()
    assert archive.catalog_file_sync_level == 1 and not archive.is_set("catalog_file_sync_level")
    assert archive.copy(file_sync_level=2).conclude().catalog_file_sync_level == 2


def test_the_archive_client_applies_channel_defaults_once_and_keeps_a_given_client_open() -> None:
    closed: list[bool] = []
    aeron: Any = SimpleNamespace(close=lambda: closed.append(True))
    ctx = ArchiveClientContext(aeron=aeron, control_request_channel="aeron:ipc",
                               control_response_channel="aeron:ipc").conclude()
    assert not ctx.owns_aeron_client
    ctx.close()
    assert closed == []  # a client the caller gave is the caller's to close
    owned = ArchiveClientContext(aeron=aeron, owns_aeron_client=True, control_request_channel="aeron:ipc",
                                 control_response_channel="aeron:ipc").conclude()
    owned.close()
    assert closed == [True]
