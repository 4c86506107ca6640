"""Agents run by an invoker (deterministic, caller's thread) and by a runner (own thread)."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator

import pytest
from support.wait import wait_until

from aeronkit.agent import AgentInvoker, AgentRunner, AgentStartError, AgentTerminationError, CompositeAgent
from aeronkit.clock import ManualClock
from aeronkit.errors import ClosedError, ConfigurationError
from aeronkit.idle import (
    BackoffIdleStrategy,
    BusySpinIdleStrategy,
    NoOpIdleStrategy,
    ReadableWakeIdleStrategy,
    SleepingIdleStrategy,
    YieldingIdleStrategy,
    idle_strategy_from_name,
)


class CountingAgent:
    """Does one unit of work per cycle until `limit`, then asks to terminate."""

    def __init__(self, name: str, limit: int | None = None, fail_at: int | None = None) -> None:
        self.name = name
        self.limit = limit
        self.fail_at = fail_at
        self.cycles = 0
        self.started = 0
        self.closed = 0
        self.thread: str | None = None
        self.closed_event = threading.Event()

    def role_name(self) -> str:
        return self.name

    def on_start(self) -> None:
        self.started += 1
        self.thread = threading.current_thread().name

    def do_work(self) -> int:
        self.cycles += 1
        if self.fail_at is not None and self.cycles == self.fail_at:
            raise RuntimeError(f"boom at {self.cycles}")
        if self.limit is not None and self.cycles >= self.limit:
            raise AgentTerminationError("done")
        return 1

    def on_close(self) -> None:
        self.closed += 1
        self.closed_event.set()


def test_invoker_steps_exactly_one_cycle_per_call() -> None:
    agent = CountingAgent("a")
    invoker = AgentInvoker(agent)
    assert [invoker.invoke() for _ in range(5)] == [1] * 5
    assert (agent.started, agent.cycles, agent.closed) == (1, 5, 0)
    invoker.close()
    invoker.close()
    assert agent.closed == 1
    with pytest.raises(ClosedError, match="closed"):
        invoker.invoke()


def test_invoker_runs_one_cycle_at_a_time_across_threads() -> None:
    """A call while another thread is inside a cycle does nothing: a driver invoker stepped by the node's
    runner and by a client awaiting the driver on the main thread must not run a driver command twice."""
    inside, release = threading.Event(), threading.Event()
    entered: list[str] = []

    class BlockingAgent(CountingAgent):
        def do_work(self) -> int:
            entered.append(threading.current_thread().name)
            inside.set()
            release.wait(30)
            return super().do_work()

    agent = BlockingAgent("a")
    invoker = AgentInvoker(agent)
    stepper = threading.Thread(target=invoker.invoke)
    release_soon = threading.Timer(0.5, release.set)  # so that a second cycle, if entered, ends
    stepper.start()
    try:
        assert inside.wait(30)
        release_soon.start()
        assert invoker.invoke() == 0
    finally:
        release.set()
        release_soon.cancel()
        stepper.join(30)
    assert entered == [stepper.name], "only the first thread's call ran a cycle"
    assert agent.cycles == 1
    assert invoker.invoke() == 1 and agent.cycles == 2


def test_invoker_reports_errors_and_keeps_going() -> None:
    seen: list[BaseException] = []
    agent = CountingAgent("a", fail_at=2)
    invoker = AgentInvoker(agent, error_handler=seen.append)
    results = [invoker.invoke() for _ in range(3)]
    assert results == [1, 0, 1]
    assert [str(e) for e in seen] == ["boom at 2"]


def test_termination_closes_the_invoker() -> None:
    agent = CountingAgent("a", limit=3)
    invoker = AgentInvoker(agent)
    while not invoker.is_closed:
        invoker.invoke()
    assert (agent.cycles, agent.closed) == (3, 1)


def test_composite_runs_agents_in_order_and_closes_all() -> None:
    a, b = CountingAgent("a"), CountingAgent("b")
    composite = CompositeAgent(a, b)
    invoker = AgentInvoker(composite)
    assert invoker.invoke() == 2
    assert composite.role_name() == "[a,b]"
    invoker.close()
    assert a.closed == b.closed == 1


def test_runner_runs_on_its_own_thread_until_closed() -> None:
    agent = CountingAgent("runner-agent")
    runner = AgentRunner(agent, SleepingIdleStrategy(100_000)).start()
    wait_until(lambda: agent.cycles >= 50, 10.0, "50 duty cycles on the runner thread")
    runner.close()
    assert agent.thread == "runner-agent"
    assert agent.closed == 1
    assert not runner.is_running


def test_runner_stops_when_the_agent_terminates() -> None:
    agent = CountingAgent("t", limit=10)
    runner = AgentRunner(agent, BackoffIdleStrategy()).start()
    assert agent.closed_event.wait(10)
    assert agent.cycles == 10
    runner.close()


def test_backoff_resets_on_work_and_grows_park_period() -> None:
    idle = BackoffIdleStrategy(max_spins=1, max_yields=1, min_park_ns=1_000, max_park_ns=4_000)
    for _ in range(5):
        idle.idle(0)
    assert idle._park_ns == 4_000
    idle.idle(1)
    assert idle._park_ns == 1_000 and idle._spins == 0


@pytest.fixture
def sockets() -> Iterator[tuple[socket.socket, socket.socket]]:
    """A bound loopback UDP socket to watch and one to send to it from."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as watched, \
            socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sender:
        watched.bind(("127.0.0.1", 0))
        yield watched, sender


LONG_PARK_NS = 30_000_000_000
"""Far longer than any wait a test here may see end early, even on a loaded machine."""


def timed_idle(idle: ReadableWakeIdleStrategy) -> float:
    started = time.monotonic()
    idle.idle(0)
    return time.monotonic() - started


def test_readable_wake_returns_when_a_datagram_arrives(sockets: tuple[socket.socket, socket.socket]) -> None:
    watched, sender = sockets
    idle = ReadableWakeIdleStrategy(lambda: [watched.fileno()], 0, 0, LONG_PARK_NS)
    sender.sendto(b"x", watched.getsockname())
    assert timed_idle(idle) < LONG_PARK_NS / 1e9 / 2


def test_readable_wake_parks_the_whole_period_when_nothing_arrives(
    sockets: tuple[socket.socket, socket.socket],
) -> None:
    watched, _ = sockets
    idle = ReadableWakeIdleStrategy(lambda: [watched.fileno()], 0, 0, 50_000_000)
    assert timed_idle(idle) >= 0.05


def test_readable_wake_follows_the_sockets_it_is_given(sockets: tuple[socket.socket, socket.socket]) -> None:
    """A socket the driver opens after the strategy was built wakes it; one the driver has dropped no
    longer does (a readable socket left registered would end every park at once)."""
    watched, sender = sockets
    current: list[int] = []
    idle = ReadableWakeIdleStrategy(lambda: current, 0, 0, 3_000_000_000)
    current.append(watched.fileno())
    sender.sendto(b"x", watched.getsockname())
    assert timed_idle(idle) < 1.5, "a wait ended by the datagram, not by the 3 s park"
    current.clear()
    assert timed_idle(idle) >= 3.0, "the socket (still readable) was dropped from the watch"


def test_readable_wake_spins_then_yields_before_it_waits_and_work_resets_it() -> None:
    asked: list[int] = []

    def watched() -> list[int]:
        asked.append(1)
        return []

    idle = ReadableWakeIdleStrategy(watched, 2, 1, 1_000_000)
    for _ in range(3):
        idle.idle(0)
    assert not asked, "no wait during the spins and the yield"
    idle.idle(0)
    assert len(asked) == 1
    idle.idle(1)
    idle.idle(0)
    assert len(asked) == 1, "work started the spins again"


@pytest.mark.parametrize("max_park_ns", [0, 500_000, 1_500_000])
def test_readable_wake_parks_whole_milliseconds(max_park_ns: int) -> None:
    with pytest.raises(ConfigurationError, match="whole milliseconds"):
        ReadableWakeIdleStrategy(list, max_park_ns=max_park_ns)


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("noop", NoOpIdleStrategy),
        ("spin", BusySpinIdleStrategy),
        ("yield", YieldingIdleStrategy),
        ("backoff", BackoffIdleStrategy),
        ("sleep-ns", SleepingIdleStrategy),
        ("sleep-ms", SleepingIdleStrategy),
        ("org.agrona.concurrent.BackoffIdleStrategy", BackoffIdleStrategy),
        ("org.agrona.concurrent.SleepingMillisIdleStrategy", SleepingIdleStrategy),
    ],
)
def test_idle_strategies_by_aeron_name(name: str, expected: type) -> None:
    strategy = idle_strategy_from_name(name)
    assert type(strategy) is expected
    if name == "sleep-ms" or name.endswith("SleepingMillisIdleStrategy"):
        assert strategy.period_s == pytest.approx(1e-3)
    elif name == "sleep-ns":
        assert strategy.period_s == pytest.approx(1e-6)


@pytest.mark.parametrize("name", ["backoff", "org.agrona.concurrent.BackoffIdleStrategy"])
def test_backoff_by_name_has_the_drivers_parameters(name: str) -> None:
    """Aeron's name lookup builds backoff with the driver's 10 spins, 20 yields, 1 us .. 1 ms parks
    (Configuration.agentIdleStrategy), not Agrona's constructor defaults (5 yields)."""
    strategy = idle_strategy_from_name(name)
    assert isinstance(strategy, BackoffIdleStrategy)
    assert (strategy.max_spins, strategy.max_yields, strategy.min_park_ns, strategy.max_park_ns) == (
        10, 20, 1_000, 1_000_000)


def test_unknown_idle_strategy_names_the_setting() -> None:
    with pytest.raises(ConfigurationError, match=r"aeron\.conductor\.idle\.strategy='fast'"):
        idle_strategy_from_name("fast", "aeron.conductor.idle.strategy")


def test_manual_clock_moves_only_when_told() -> None:
    clock = ManualClock(start_ns=5)
    assert clock.nano_time() == 5
    clock.advance_ms(2)
    assert clock.nano_time() == 2_000_005
    assert clock.time_ms() == 1_700_000_000_002
    with pytest.raises(ValueError, match="backwards"):
        clock.advance(-1)


class FailingStartAgent(CountingAgent):
    """An agent whose on_start fails, as the archive conductor's does when its control channel is refused."""

    def on_start(self) -> None:
        super().on_start()
        raise OSError(f"{self.name}: cannot bind")


def test_runner_start_raises_when_on_start_fails_after_closing_the_agent() -> None:
    reported: list[BaseException] = []
    agent = FailingStartAgent("control")
    runner = AgentRunner(agent, SleepingIdleStrategy(100_000), error_handler=reported.append)
    with pytest.raises(AgentStartError, match="control failed to start: control: cannot bind") as info:
        runner.start()
    assert isinstance(info.value.cause, OSError) and info.value.role_name == "control"
    assert (agent.started, agent.cycles, agent.closed) == (1, 0, 1)  # closed on its own thread, no cycle
    assert agent.thread == "control" and not runner.is_running
    assert reported == []  # raised to the launcher, not reported as a running agent's error
    runner.close()  # still safe
    with pytest.raises(ClosedError):
        runner.start()


def test_invoker_start_raises_when_on_start_fails_after_closing_the_agent() -> None:
    agent = FailingStartAgent("control")
    invoker = AgentInvoker(agent)
    with pytest.raises(AgentStartError, match="control failed to start"):
        invoker.start()
    assert (agent.started, agent.closed) == (1, 1) and invoker.is_closed
    with pytest.raises(ClosedError):
        invoker.invoke()


def test_composite_start_names_the_member_that_failed_and_closes_every_member() -> None:
    first, failing, never = CountingAgent("first"), FailingStartAgent("second"), CountingAgent("third")
    runner = AgentRunner(CompositeAgent(first, failing, never), SleepingIdleStrategy(100_000))
    with pytest.raises(AgentStartError, match=r"^second failed to start: second: cannot bind$"):
        runner.start()
    assert (first.started, failing.started, never.started) == (1, 1, 0)
    assert first.closed == failing.closed == never.closed == 1
