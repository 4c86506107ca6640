"""Agents and the two ways to run them (Aeron's rule: agents, not threads with locks).

An agent is a duty cycle: ``do_work()`` does a bounded amount of work and returns how much. It owns its
state outright and talks to other agents only through queues and shared-memory buffers. It is either
run on its own thread by an AgentRunner (with an idle strategy between cycles) or stepped by the caller
through an AgentInvoker, which is how tests and the simulation drive agents deterministically.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Protocol

from aeronkit.errors import AeronError, ClosedError
from aeronkit.idle import IdleStrategy


class Agent(Protocol):
    def role_name(self) -> str:
        ...

    def on_start(self) -> None:
        ...

    def do_work(self) -> int:
        ...

    def on_close(self) -> None:
        ...


class AgentTerminationError(AeronError):
    """Raised by an agent's do_work to ask its runner to stop cleanly (Agrona's AgentTerminationException)."""


ErrorHandler = Callable[[BaseException], None]


def _default_error_handler(error: BaseException) -> None:
    import traceback

    traceback.print_exception(error)


class CompositeAgent:
    """Several agents as one duty cycle, in a fixed order (a shared threading mode)."""

    def __init__(self, *agents: Agent) -> None:
        if not agents:
            raise ValueError("CompositeAgent needs at least one agent")
        self.agents = agents

    def role_name(self) -> str:
        return "[" + ",".join(a.role_name() for a in self.agents) + "]"

    def on_start(self) -> None:
        for agent in self.agents:
            agent.on_start()

    def do_work(self) -> int:
        return sum(agent.do_work() for agent in self.agents)

    def on_close(self) -> None:
        errors: list[BaseException] = []
        for agent in self.agents:
            try:
                agent.on_close()
            except Exception as exc:  # close every agent even if one fails, then report the first
                errors.append(exc)
        if errors:
            raise errors[0]


class AgentInvoker:
    """Runs an agent on the caller's thread, one duty cycle per ``invoke()``."""

    def __init__(self, agent: Agent, error_handler: ErrorHandler = _default_error_handler) -> None:
        self.agent = agent
        self.error_handler = error_handler
        self._started = False
        self._closed = False

    def start(self) -> None:
        if self._closed:
            raise ClosedError(f"cannot start AgentInvoker for {self.agent.role_name()}: it is closed")
        if not self._started:
            self._started = True
            self.agent.on_start()

    def invoke(self) -> int:
        if self._closed:
            raise ClosedError(f"cannot invoke {self.agent.role_name()}: its invoker is closed")
        if not self._started:
            self.start()
        try:
            return self.agent.do_work()
        except AgentTerminationError:
            self.close()
            return 0
        except Exception as exc:
            self.error_handler(exc)
            return 0

    @property
    def is_closed(self) -> bool:
        return self._closed

    def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        if self._started:
            self.agent.on_close()


class AgentRunner:
    """Runs an agent on its own thread until closed, idling between cycles that found no work."""

    def __init__(
        self,
        agent: Agent,
        idle_strategy: IdleStrategy,
        error_handler: ErrorHandler = _default_error_handler,
    ) -> None:
        self.agent = agent
        self.idle_strategy = idle_strategy
        self.error_handler = error_handler
        self._running = threading.Event()
        self._thread: threading.Thread | None = None
        self._closed = False

    def start(self) -> AgentRunner:
        if self._closed:
            raise ClosedError(f"cannot start AgentRunner for {self.agent.role_name()}: it is closed")
        if self._thread is not None:
            return self
        self._running.set()
        self._thread = threading.Thread(target=self._run, name=self.agent.role_name(), daemon=True)
        self._thread.start()
        return self

    def _run(self) -> None:
        try:
            self.agent.on_start()
        except Exception as exc:
            self.error_handler(exc)
            self._running.clear()
            return
        idle = self.idle_strategy
        do_work = self.agent.do_work
        while self._running.is_set():
            try:
                idle.idle(do_work())
            except AgentTerminationError:
                break
            except Exception as exc:
                self.error_handler(exc)
        try:
            self.agent.on_close()
        except Exception as exc:
            self.error_handler(exc)

    @property
    def is_running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def close(self, timeout_s: float = 10.0) -> None:
        """Stop the loop and join the thread; on_close runs on the agent's own thread."""
        if self._closed:
            return
        self._closed = True
        self._running.clear()
        thread = self._thread
        if thread is not None and thread is not threading.current_thread():
            thread.join(timeout_s)
            if thread.is_alive():
                raise TimeoutError(f"agent {self.agent.role_name()} did not stop within {timeout_s}s")
