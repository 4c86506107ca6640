"""The cluster node's idle strategies: where no code, property or environment variable names one, the
driver's agents and the consensus module's (in SHARED node threading also the archive's and the services')
idle with NODE_BACKOFF, no spins and two yields before the parks (runtime/aeronkit/cluster/node.py,
docs/cluster.md "Threads"); a strategy the user gave is kept as given."""

from __future__ import annotations

import pytest

from aeronkit import config
from aeronkit.cluster.consensus_module import Context as ModuleContext
from aeronkit.cluster.node import NODE_BACKOFF, with_node_idle
from aeronkit.driver import Context as DriverContext
from aeronkit.driver.media_driver import IDLE_STRATEGY_SETTINGS
from aeronkit.idle import NAMED_BACKOFF, BackoffIdleStrategy, SleepingIdleStrategy

MODULE_IDLE = ("idle_strategy",)


def parameters(strategy: object) -> tuple[int, int, int, int]:
    assert isinstance(strategy, BackoffIdleStrategy), strategy
    return strategy.max_spins, strategy.max_yields, strategy.min_park_ns, strategy.max_park_ns


@pytest.fixture(autouse=True)
def no_idle_properties(monkeypatch: pytest.MonkeyPatch) -> None:
    """Neither the environment nor -D properties of another test name an idle strategy here."""
    names = [DriverContext.setting(a).prop for a in IDLE_STRATEGY_SETTINGS]
    names.append(ModuleContext.setting("idle_strategy").prop)
    for name in names:
        assert name is not None
        monkeypatch.delenv(config.env_name(name), raising=False)
    monkeypatch.setattr(config, "_properties", {})


def test_unset_driver_and_module_strategies_get_the_node_backoff_one_object_each() -> None:
    driver = with_node_idle(DriverContext(), IDLE_STRATEGY_SETTINGS)
    strategies = [driver.idle_strategy(attr) for attr in IDLE_STRATEGY_SETTINGS]
    module = with_node_idle(ModuleContext(), MODULE_IDLE)
    strategies.append(module.idle_strategy)
    assert [parameters(s) for s in strategies] == [NODE_BACKOFF] * len(strategies)
    assert len({id(s) for s in strategies}) == len(strategies), "a strategy's counters belong to one thread"
    assert NODE_BACKOFF[:2] == (0, 2) and NODE_BACKOFF[2:] == NAMED_BACKOFF[2:]
    printed = str(module.describe()["aeron.cluster.idle.strategy"])  # what cluster-node --print-config says
    assert printed == "BackoffIdleStrategy(max_spins=0, max_yields=2, min_park_ns=1000, max_park_ns=1000000)"


def test_a_strategy_named_by_property_keeps_aerons_meaning(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AERON_SHARED_IDLE_STRATEGY", "backoff")
    monkeypatch.setenv("AERON_CLUSTER_IDLE_STRATEGY", "org.agrona.concurrent.BackoffIdleStrategy")
    driver = with_node_idle(DriverContext(), IDLE_STRATEGY_SETTINGS)
    module = with_node_idle(ModuleContext(), MODULE_IDLE)
    assert parameters(driver.idle_strategy("shared_idle_strategy")) == NAMED_BACKOFF
    assert module.idle_strategy == "org.agrona.concurrent.BackoffIdleStrategy"
    assert parameters(driver.idle_strategy("conductor_idle_strategy")) == NODE_BACKOFF


def test_a_strategy_given_in_code_is_kept() -> None:
    given = SleepingIdleStrategy(1_000)
    module = with_node_idle(ModuleContext(idle_strategy=given), MODULE_IDLE)
    assert module.idle_strategy is given
