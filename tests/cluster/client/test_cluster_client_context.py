"""The cluster client's Context: Aeron's property names and defaults, the checks of Java's
AeronCluster.Context.conclude, and what conclude derives (rejoin=false on UDP egress, idle strategy,
credentials, listeners)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from fake_cluster import World

from aeronkit import config
from aeronkit.archive.client.archive_proxy import NullCredentialsSupplier
from aeronkit.cluster.client import ClusterError, Context
from aeronkit.cluster.client.ingress import member_channel, parse_ingress_endpoints
from aeronkit.errors import ConfigurationError
from aeronkit.idle import BackoffIdleStrategy


@pytest.fixture
def world(tmp_path: Path) -> Iterator[World]:
    w = World(tmp_path)
    try:
        yield w
    finally:
        w.close()


def test_defaults_and_property_names_are_aerons() -> None:
    ctx = Context()
    assert ctx.message_timeout_ns == 5_000_000_000
    assert ctx.new_leader_timeout_ns == -1
    assert (ctx.ingress_channel, ctx.ingress_endpoints, ctx.egress_channel) == (None, None, None)
    assert (ctx.ingress_stream_id, ctx.egress_stream_id) == (101, 102)
    assert ctx.is_ingress_exclusive is True
    assert ctx.client_name == ""
    assert {ctx.name_of(a) for a in ("message_timeout_ns", "ingress_endpoints", "ingress_channel",
                                     "ingress_stream_id", "egress_channel", "egress_stream_id",
                                     "client_name")} == {
        "aeron.cluster.message.timeout", "aeron.cluster.ingress.endpoints", "aeron.cluster.ingress.channel",
        "aeron.cluster.ingress.stream.id", "aeron.cluster.egress.channel", "aeron.cluster.egress.stream.id",
        "aeron.cluster.client.name"}


def test_properties_set_the_context(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(config, "_properties", {
        "aeron.cluster.message.timeout": "250ms", "aeron.cluster.ingress.endpoints": "0=h:1,1=h:2",
        "aeron.cluster.egress.stream.id": "77"})
    ctx = Context()
    assert (ctx.message_timeout_ns, ctx.ingress_endpoints, ctx.egress_stream_id) == (
        250_000_000, "0=h:1,1=h:2", 77)


@pytest.mark.parametrize(("settings", "message"), [
    ({"egress_channel": "aeron:udp?endpoint=h:0"},
     "aeron.cluster.ingress.channel=None: ingressChannel must be"),
    ({"ingress_channel": "aeron:udp"}, "aeron.cluster.egress.channel=None: egressChannel must be specified"),
    ({"ingress_channel": "aeron:ipc", "ingress_endpoints": "0=h:1", "egress_channel": "aeron:ipc"},
     "aeron.cluster.ingress.endpoints='0=h:1': must be unset when using IPC ingress"),
    ({"ingress_channel": "aeron:udp", "ingress_endpoints": "0:h:1", "egress_channel": "aeron:ipc"},
     "endpoint missing '=' separator: 0:h:1"),
    ({"ingress_channel": "aeron:udp", "ingress_endpoints": "x=h:1", "egress_channel": "aeron:ipc"},
     "member id 'x' is not an integer"),
    ({"ingress_channel": "aeron:udp", "egress_channel": "aeron:ipc", "new_leader_timeout_ns": 0},
     "new_leader_timeout_ns=0: must be > 0 or -1"),
    ({"ingress_channel": "aeron:udp", "egress_channel": "aeron:ipc", "message_timeout_ns": 0},
     "aeron.cluster.message.timeout=0: must be > 0"),
    ({"ingress_channel": "aeron:udp", "egress_channel": "aeron:ipc", "client_name": "n" * 101},
     "aeron.cluster.client.name="),
])
def test_conclude_refuses_with_one_line_naming_the_setting(settings: dict[str, object], message: str) -> None:
    with pytest.raises(ConfigurationError) as raised:
        Context(**settings).conclude()
    assert message in str(raised.value) and "\n" not in str(raised.value)


def test_conclude_derives_what_java_derives(world: World) -> None:
    ctx = world.client_context(
        egress_channel="aeron:udp?endpoint=127.0.0.1:0|term-length=64k", idle_strategy=None)
    ctx.conclude()
    assert ctx.egress_channel == "aeron:udp?endpoint=127.0.0.1:0|term-length=64k|rejoin=false"
    assert isinstance(ctx.idle_strategy, BackoffIdleStrategy)
    assert isinstance(ctx.credentials_supplier, NullCredentialsSupplier)
    assert ctx.nano_clock is world.clock
    assert not ctx.owns_aeron_client
    with pytest.raises(ClusterError, match="egressListener must be specified"):
        ctx.egress_listener.on_message(1, 2, memoryview(b""), 0, 0, None)  # type: ignore[arg-type]
    with pytest.raises(ConfigurationError, match="already concluded"):
        ctx.conclude()
    with pytest.raises(ConfigurationError, match="cannot change"):
        ctx.egress_channel = "aeron:ipc"

    ipc = world.client_context(
        egress_channel="aeron:ipc", ingress_channel="aeron:ipc", ingress_endpoints=None)
    assert ipc.conclude().egress_channel == "aeron:ipc", "only UDP egress gets rejoin=false"


def test_endpoints_parse_as_java_splits_them() -> None:
    assert parse_ingress_endpoints("0=a:1,1=b:2,") == {0: "a:1", 1: "b:2"}
    assert member_channel("aeron:udp?term-length=64k", "b:2") == "aeron:udp?term-length=64k|endpoint=b:2"
    assert member_channel("aeron:udp?endpoint=x:1", "b:2") == "aeron:udp?endpoint=b:2"
    assert member_channel("aeron:ipc", "b:2") == "aeron:ipc"
