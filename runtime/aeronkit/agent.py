"""Agents and the two ways to run them (Aeron's rule: agents, not threads with locks).

An agent is a duty cycle: ``do_work()`` does a bounded amount of work and returns how much. It owns its
state outright and talks to other agents only through queues and shared-memory buffers. It is either
run on its own thread by an AgentRunner (with an idle strategy between cycles) or stepped by the caller
through an AgentInvoker, which is how tests and the simulation drive agents deterministically.

An agent whose ``on_start`` fails has nothing to serve, so both ways of running it raise AgentStartError
(naming the agent and the cause) from their ``start()``, after ``on_close`` has released what the start
got to. The component being launched then fails its launch and its command exits non-zero, instead of
running on with a dead agent (Agrona's AgentRunner only reports the error and lets its thread end).
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


class AgentStartError(AeronError):
    """An agent's ``on_start`` failed: the component it belongs to cannot run. ``cause`` is why."""

    def __init__(self, role_name: str, cause: BaseException) -> None:
        super().__init__(f"{role_name} failed to start: {cause}")
        self.role_name = role_name
        self.cause = cause


def start_agent(agent: Agent) -> None:
    """``agent.on_start()``; a failure becomes AgentStartError naming the agent (unless it already is one)."""
    try:
        agent.on_start()
    except AgentStartError:
        raise
    except Exception as exc:
        raise AgentStartError(agent.role_name(), exc) from exc


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
        """Start each agent in order; the first failure names the agent that failed."""
        for agent in self.agents:
            start_agent(agent)

    def do_work(self) -> int:
        work = 0
        for agent in self.agents:  # a plain loop: no generator object per duty cycle
            work += agent.do_work()
        return work

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
    """Runs an agent on the caller's thread, one duty cycle per ``invoke()``.

    One cycle at a time: a call made while another thread is inside a cycle of the same agent does nothing
    and returns 0. A driver invoker is stepped by every client that awaits the driver (Aeron's
    ``driverAgentInvoker``), and a node's clients connect on its main thread while its runner thread is
    already stepping the same driver; two cycles at once would run one driver command twice."""

    def __init__(self, agent: Agent, error_handler: ErrorHandler = _default_error_handler) -> None:
        self.agent = agent
        self.error_handler = error_handler
        self._started = False
        self._closed = False
        self._stepping = threading.Lock()

    def start(self) -> None:
        """Run ``on_start`` on this thread; on failure close the agent and raise AgentStartError."""
        if self._closed:
            raise ClosedError(f"cannot start AgentInvoker for {self.agent.role_name()}: it is closed")
        if not self._started:
            self._started = True
            try:
                start_agent(self.agent)
            except AgentStartError:
                self.close()
                raise

    def invoke(self) -> int:
        if self._closed:
            raise ClosedError(f"cannot invoke {self.agent.role_name()}: its invoker is closed")
        if not self._stepping.acquire(blocking=False):
            return 0  # another thread is in a cycle (or this one, re-entered): that cycle does the work
        try:
            if not self._started:
                self.start()
            return self._cycle()
        finally:
            self._stepping.release()

    def _cycle(self) -> int:
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
        self._started = threading.Event()
        self._start_error: AgentStartError | None = None
        self._thread: threading.Thread | None = None
        self._closed = False

    def start(self) -> AgentRunner:
        """Start the agent's thread and return once its ``on_start`` has run there.

        If ``on_start`` failed, the thread has already closed the agent and ended, and the failure is raised
        here as AgentStartError: the caller's launch fails rather than leaving an agent that serves nothing.
        """
        if self._closed:
            raise ClosedError(f"cannot start AgentRunner for {self.agent.role_name()}: it is closed")
        if self._thread is not None:
            return self
        self._running.set()
        self._thread = threading.Thread(target=self._run, name=self.agent.role_name(), daemon=True)
        self._thread.start()
        self._started.wait()
        if self._start_error is not None:
            self._thread.join()
            self._closed = True
            raise self._start_error
        return self

    def _run(self) -> None:
        try:
            start_agent(self.agent)
        except AgentStartError as exc:
            self._start_error = exc
            self._running.clear()
            self._close_agent()  # release what the start got to, before start() raises
            return
        finally:
            self._started.set()
        self._work_until_stopped()
        self._close_agent()

    def _work_until_stopped(self) -> None:
        idle = self.idle_strategy
        do_work = self.agent.do_work
        while self._running.is_set():
            try:
                idle.idle(do_work())
            except AgentTerminationError:
                break
            except Exception as exc:
                self.error_handler(exc)

    def _close_agent(self) -> None:
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
