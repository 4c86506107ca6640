"""Driver settings: Aeron's names and defaults, and keyword > -D property > AERON_* env > default."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from driver_harness import SMALL_BUFFERS

from aeronkit import config
from aeronkit.driver import Context, MediaDriver, ThreadingMode
from aeronkit.driver.configuration import SETTINGS, format_duration, producer_window_length
from aeronkit.driver.flow_control import FlowControlSettings
from aeronkit.errors import ConfigurationError


@pytest.fixture(autouse=True)
def clean_properties(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    for setting in SETTINGS:
        monkeypatch.delenv(config.env_name(setting.prop), raising=False)
    config.clear_properties()
    yield
    config.clear_properties()


def test_defaults_are_aerons() -> None:
    ctx = Context()
    assert ctx.threading_mode is ThreadingMode.DEDICATED
    assert ctx.ipc_term_buffer_length == 64 * 1024 * 1024
    assert ctx.ipc_mtu_length == 1408
    assert ctx.term_buffer_sparse_file is True
    assert ctx.client_liveness_timeout_ns == 10_000_000_000
    assert ctx.publication_linger_timeout_ns == 5_000_000_000
    assert ctx.publication_unblock_timeout_ns == 15_000_000_000
    assert ctx.driver_timeout_ms == 10_000
    assert ctx.counters_buffer_length == 8 * 1024 * 1024
    assert ctx.error_buffer_length == 4 * 1024 * 1024
    assert ctx.conductor_buffer_length == 1024 * 1024 + 768
    assert ctx.clients_buffer_length == 1024 * 1024 + 128
    assert ctx.dir_delete_on_start is False
    assert ctx.spies_simulate_connection is False
    assert ctx.aeron_dir.endswith(ctx.aeron_dir.rsplit("/", 1)[-1]) and "/aeron-" in ctx.aeron_dir


def test_property_names_are_aerons() -> None:
    names = {s.prop for s in SETTINGS}
    for name in (
        "aeron.dir",
        "aeron.dir.delete.on.start",
        "aeron.dir.delete.on.shutdown",
        "aeron.threading.mode",
        "aeron.ipc.term.buffer.length",
        "aeron.ipc.mtu.length",
        "aeron.term.buffer.sparse.file",
        "aeron.client.liveness.timeout",
        "aeron.publication.linger.timeout",
        "aeron.publication.unblock.timeout",
        "aeron.driver.timeout",
        "aeron.counters.buffer.length",
        "aeron.error.buffer.length",
        "aeron.conductor.idle.strategy",
        "aeron.shared.idle.strategy",
        "aeron.spies.simulate.connection",
    ):
        assert name in names


def test_keyword_beats_property_beats_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AERON_IPC_TERM_BUFFER_LENGTH", "256k")
    assert Context().ipc_term_buffer_length == 256 * 1024
    config.set_property("aeron.ipc.term.buffer.length", "128k")
    assert Context().ipc_term_buffer_length == 128 * 1024
    assert Context(ipc_term_buffer_length=64 * 1024).ipc_term_buffer_length == 64 * 1024
    config.set_property("aeron.client.liveness.timeout", "3s")
    config.set_property("aeron.threading.mode", "shared")
    ctx = Context()
    assert ctx.client_liveness_timeout_ns == 3_000_000_000
    assert ctx.threading_mode is ThreadingMode.SHARED


@pytest.mark.parametrize(
    ("prop", "value"),
    [
        ("aeron.ipc.term.buffer.length", "1000"),
        ("aeron.ipc.term.buffer.length", "lots"),
        ("aeron.ipc.mtu.length", "1000"),
        ("aeron.threading.mode", "PARALLEL"),
        ("aeron.dir.delete.on.start", "maybe"),
        ("aeron.client.liveness.timeout", "soon"),
        ("aeron.counters.buffer.length", "4k"),
        ("aeron.publication.unblock.timeout", "1s"),
        ("aeron.driver.termination.validator", "com.example.Whatever"),
    ],
)
def test_bad_values_name_the_property(prop: str, value: str) -> None:
    """A value that does not parse fails when the Context is built; one that parses but breaks a rule
    fails at conclude (which MediaDriver runs); either way the message starts ``<property>=``."""
    config.set_property(prop, value)
    with pytest.raises(ConfigurationError, match="^" + prop.replace(".", r"\.") + "="):
        Context().conclude()


def test_unknown_keyword_is_refused() -> None:
    with pytest.raises(ConfigurationError, match="ipc_term_length"):
        Context(ipc_term_length=65536, **SMALL_BUFFERS)


def test_window_and_duration_helpers() -> None:
    assert producer_window_length(64 * 1024, 0) == 32 * 1024
    assert producer_window_length(64 * 1024, 4096) == 4096
    assert producer_window_length(64 * 1024, 1 << 20) == 32 * 1024
    assert [format_duration(n) for n in (100_000_000, 5_000_000_000, 1500, 7)] == [
        "100ms",
        "5s",
        "1500ns",
        "7ns",
    ]


def test_launch_embedded_runs_on_a_copy_and_leaves_the_given_context_alone(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """launch_embedded picks a unique directory only when aeron.dir was not given (is_set), on a copy: a
    context the caller concluded is neither edited nor refused."""
    monkeypatch.delenv("AERON_DIR", raising=False)
    ctx = Context(threading_mode="INVOKER", **SMALL_BUFFERS).conclude()
    default_dir = ctx.aeron_dir
    with MediaDriver.launch_embedded(ctx) as driver:
        assert driver.ctx is not ctx and driver.ctx.is_concluded
        assert str(driver.aeron_dir).startswith(default_dir + "-") and driver.ctx.dir_delete_on_shutdown
        embedded = driver.aeron_dir
    assert not embedded.exists()
    assert ctx.aeron_dir == default_dir and not ctx.dir_delete_on_shutdown and not ctx.is_set("aeron_dir")


def test_launch_embedded_keeps_a_given_dir_and_a_given_delete_on_shutdown(tmp_path: Path) -> None:
    config.set_property("aeron.dir", str(tmp_path / "from-property"))
    ctx = Context(threading_mode="INVOKER", dir_delete_on_shutdown=False, **SMALL_BUFFERS)
    with MediaDriver.launch_embedded(ctx) as driver:
        assert driver.ctx is ctx and driver.aeron_dir == tmp_path / "from-property"
    assert (tmp_path / "from-property" / "cnc.dat").exists()


def test_flow_control_keywords_reach_the_network_resources(tmp_path: Path) -> None:
    ctx = Context(
        aeron_dir=str(tmp_path / "aeron"), threading_mode="INVOKER", flow_control_group_min_size=3,
        flow_control_receiver_timeout_ns=2_000_000_000, multicast_flow_control_rrwm=8, **SMALL_BUFFERS,
    )
    with MediaDriver.launch(ctx) as driver:
        assert driver.conductor.network.flow_control_settings == FlowControlSettings(
            receiver_timeout_ns=2_000_000_000, group_min_size=3, multicast_rrwm=8)
