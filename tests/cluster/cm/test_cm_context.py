"""The consensus module's Context: Aeron property names and defaults, and one clear line per bad setting --
checked before anything is connected or created."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from aeronkit import config
from aeronkit.cluster.authenticator import (
    AllowAll,
    AllowBackupAndStandby,
    DefaultAuthenticator,
    DenyAll,
    authenticator_from_name,
    authorisation_service_from_name,
)
from aeronkit.cluster.consensus_module import Context
from aeronkit.errors import AeronError

MEMBERS = "0,localhost:20110,localhost:20220,localhost:20330,localhost:0,localhost:8010"
NO_DRIVER = "/dev/shm/aeronkit-no-driver-here"


@pytest.fixture(autouse=True)
def clean_properties() -> Iterator[None]:
    config.clear_properties()
    yield
    config.clear_properties()


def concluded_error(tmp_path: Path, **settings: object) -> str:
    """The message of the error conclude() raises (before it would try to reach a driver)."""
    base: dict[str, object] = {
        "cluster_dir": str(tmp_path / "cluster"),
        "aeron_dir": NO_DRIVER,
        "cluster_members": MEMBERS,
        "ingress_channel": "aeron:udp",
        "replication_channel": "aeron:udp?endpoint=localhost:0",
    }
    with pytest.raises(AeronError) as failure:
        Context(**{**base, **settings}).conclude()  # type: ignore[arg-type]
    return str(failure.value)


def test_defaults_are_aerons() -> None:
    ctx = Context()
    assert (ctx.member_id, ctx.cluster_id, ctx.service_count) == (0, 0, 1)
    assert ctx.session_timeout_ns == 10_000_000_000
    assert ctx.leader_heartbeat_timeout_ns == 10_000_000_000
    assert ctx.leader_heartbeat_interval_ns == 200_000_000
    assert ctx.election_timeout_ns == 1_000_000_000
    assert ctx.startup_canvass_timeout_ns == 60_000_000_000
    assert ctx.max_concurrent_sessions == 10
    assert (ctx.wheel_tick_resolution_ns, ctx.ticks_per_wheel) == (8_000_000, 128)
    assert (ctx.log_stream_id, ctx.consensus_stream_id) == (100, 108)
    assert ctx.timer_service_supplier == "io.aeron.cluster.WheelTimerServiceSupplier"
    assert ctx.cluster_clock == "io.aeron.cluster.MillisecondClusterClock"


def test_settings_are_read_by_aeron_property_name() -> None:
    config.set_property("aeron.cluster.member.id", "2")
    config.set_property("aeron.cluster.session.timeout", "3s")
    config.set_property("aeron.cluster.max.sessions", "7")
    config.set_property("aeron.cluster.ticks.per.wheel", "64")
    config.set_property(
        "aeron.cluster.timer.service.supplier", "io.aeron.cluster.PriorityHeapTimerServiceSupplier"
    )
    ctx = Context()
    assert (ctx.member_id, ctx.session_timeout_ns, ctx.max_concurrent_sessions) == (2, 3_000_000_000, 7)
    assert ctx.ticks_per_wheel == 64
    assert ctx.timer_service_supplier == "io.aeron.cluster.PriorityHeapTimerServiceSupplier"


@pytest.mark.parametrize(
    ("settings", "message"),
    [
        ({"member_id": 5}, "aeron.cluster.member.id=5: not found in aeron.cluster.members"),
        ({"cluster_members": "0,a:1"}, "aeron.cluster.members="),
        ({"ingress_channel": ""}, "aeron.cluster.ingress.channel="),
        ({"replication_channel": ""}, "aeron.cluster.replication.channel="),
        ({"service_count": 11}, "aeron.cluster.service.count=11: must be in [0, 10]"),
        ({"service_count": 0}, "aeron.cluster.service.count=0: zero services are only supported with"),
        ({"consensus_module_extension": "x.Y"}, "consensus module extensions are Java classes"),
        ({"ticks_per_wheel": 3}, "aeron.cluster.ticks.per.wheel=3: must be a power of 2"),
        ({"session_timeout_ns": 0}, "aeron.cluster.session.timeout="),
        ({"timer_service_supplier": "nope"}, "aeron.cluster.timer.service.supplier='nope'"),
        ({"cluster_clock": "x"}, "aeron.cluster.clock='x'"),
        ({"log_channel": "aeron:udp?term-id=3"}, "aeron.cluster.log.channel="),
        ({"archive_local_control_channel": "aeron:udp"}, "local archive control must be IPC"),
        ({"member_endpoints": "a:1,b:2,c:3,d:4,e:5"}, "aeron.cluster.member.endpoints="),
        ({"authenticator_supplier": "no_such_module:Thing"}, "aeron.cluster.authenticator.supplier="),
        ({"authorisation_service_supplier": "no_such_module:Thing"}, "aeron.cluster.authorisation.service"),
        (
            {"startup_canvass_timeout_ns": 10_000_000_000},
            "aeron.cluster.startup.canvass.timeout=10000000000: must be a multiple",
        ),
    ],
)
def test_a_bad_setting_is_one_line_naming_the_property(
    tmp_path: Path, settings: dict[str, object], message: str
) -> None:
    text = concluded_error(tmp_path, **settings)
    assert message in text and "\n" not in text, text
    assert not (tmp_path / "cluster" / "cluster-mark.dat").exists()  # refused before touching the directory


def test_a_bad_property_text_names_the_property(tmp_path: Path) -> None:
    config.set_property("aeron.cluster.session.timeout", "abc")
    with pytest.raises(
        AeronError, match=re.escape("aeron.cluster.session.timeout='abc': must be a duration")
    ):
        Context()


def test_supplier_names_as_java_accepts_them() -> None:
    assert isinstance(authenticator_from_name(""), DefaultAuthenticator)
    assert isinstance(
        authenticator_from_name("io.aeron.security.DefaultAuthenticatorSupplier"), DefaultAuthenticator
    )
    assert type(authenticator_from_name("challenge_authenticator:ChallengeAuthenticator")).__name__ == (
        "ChallengeAuthenticator"
    )
    assert isinstance(authorisation_service_from_name(""), AllowBackupAndStandby)
    assert isinstance(authorisation_service_from_name("ALLOW_ALL"), AllowAll)
    assert isinstance(authorisation_service_from_name("DENY_ALL"), DenyAll)
    with pytest.raises(AeronError, match="did not make an Authenticator"):
        authenticator_from_name("aeronkit.cluster.authenticator:AllowAll")
