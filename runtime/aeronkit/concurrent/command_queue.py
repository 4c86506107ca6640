"""A bounded queue of commands from one agent to another, and the proxy idiom that offers to it.

Aeron's agents never call each other across threads. The conductor does not call ``sender.add(...)``: it
calls a named verb on a proxy (``SenderProxy.newNetworkPublication``), and the proxy puts a closure on the
target agent's queue, which the target runs at the start of a duty cycle, so every piece of agent state is
touched by one thread only. aeron-driver/src/main/java/io/aeron/driver/CommandProxy.java at 1.51.0 is the
model here, with Agrona's OneToOneConcurrentArrayQueue under it:

* the queue is bounded (``CMD_QUEUE_CAPACITY``, 1024 in the driver);
* a failed offer is counted in a system counter ("Failed offers to SenderProxy", ...) and retried after
  yielding the processor, until the consumer makes room: nothing is dropped and nothing grows without
  bound, the producer is held back instead;
* ``is_applying_backpressure`` lets the producer stop taking new work while the queue is full (the driver
  conductor stops reading client commands, DriverConductor.notAcceptingClientCommands).

Where both agents share one thread (Aeron's SHARED and INVOKER threading modes) Aeron's proxies call the
target directly. Ours always queue, so an agent is never re-entered in the middle of its own duty cycle and
every mode runs the same code; when such a queue is full the producer, which is also the consumer's
thread, runs the oldest queued command itself to make room (waiting would never end). The order of
commands is the same either way.

The queue has one producer and one consumer (like OneToOneConcurrentArrayQueue); ``collections.deque``
appends and pops are atomic under CPython, and only the producer checks the length against the bound, so
the bound holds. The consensus module uses the same idiom toward its services, and the archive conductor
toward its Recorder and Replayer (their proxies refuse instead of waiting: a refused session is failed and
reported, runtime/aeronkit/archive/server/recorder_proxy.py).
"""

from __future__ import annotations

import os
from collections import deque
from collections.abc import Callable
from typing import Protocol

Command = Callable[[], None]
DRAIN_LIMIT = 64
"""Commands an agent runs per duty cycle. Aeron drains one (Configuration.COMMAND_DRAIN_LIMIT); a Python
duty cycle costs far more than a Java one, so ours takes up to 64 to keep setup latency alike."""

AGENT_COMMAND_QUEUE_CAPACITY = 1024
"""The archive's Recorder and Replayer queues (new sessions from its conductor): far above what one conductor
duty cycle can queue, so a refused offer there means something is wrong, and is reported. (The driver's
agents use Aeron's ``aeron.cmd.queue.capacity`` default, driver.configuration.CMD_QUEUE_CAPACITY.)"""


class FailCounter(Protocol):
    """Where failed offers are counted: a system counter such as "Failed offers to SenderProxy"."""

    def increment(self) -> int: ...


class CommandQueue:
    """A bounded one-producer, one-consumer queue of zero-argument commands."""

    __slots__ = ("_capacity", "_closed", "_commands")

    def __init__(self, capacity: int) -> None:
        if capacity < 1:
            raise ValueError(f"command queue capacity={capacity} must be >= 1")
        self._capacity = capacity
        self._commands: deque[Command] = deque()
        self._closed = False

    @property
    def capacity(self) -> int:
        return self._capacity

    @property
    def remaining_capacity(self) -> int:
        return self._capacity - len(self._commands)

    @property
    def is_closed(self) -> bool:
        return self._closed

    def offer(self, command: Command) -> bool:
        """Queue ``command``; False when the queue is full or its consumer has closed it."""
        if self._closed or len(self._commands) >= self._capacity:
            return False
        self._commands.append(command)
        return True

    def drain(self, limit: int = DRAIN_LIMIT) -> int:
        """Run up to ``limit`` of the commands queued before the call, in order (the consumer's duty); a
        command they queue waits for the next drain, so a duty cycle always ends. Returns how many ran."""
        commands = self._commands
        count = min(limit, len(commands))
        for _ in range(count):
            commands.popleft()()
        return count

    def close(self) -> None:
        """The consumer stopped: later offers are refused and queued commands will not run."""
        self._closed = True
        self._commands.clear()

    def __len__(self) -> int:
        return len(self._commands)


class CommandProxy:
    """Base of the named proxies: ``_offer`` puts a command on the target's queue the way Aeron does."""

    __slots__ = ("_fail_count", "_idle", "_queue", "_same_thread")

    def __init__(
        self,
        queue: CommandQueue,
        fail_count: FailCounter,
        *,
        same_thread: bool,
        idle: Callable[[], None] = os.sched_yield,
    ) -> None:
        self._queue = queue
        self._fail_count = fail_count
        self._same_thread = same_thread
        self._idle = idle

    @property
    def is_applying_backpressure(self) -> bool:
        """True while the target's queue is full (CommandProxy.isApplyingBackpressure)."""
        return self._queue.remaining_capacity < 1

    def _offer(self, command: Command) -> None:
        queue = self._queue
        while not queue.offer(command):
            if queue.is_closed:
                return  # the target agent has stopped: there is nobody left to run it
            self._fail_count.increment()
            if self._same_thread:
                queue.drain(1)
            else:
                self._idle()
