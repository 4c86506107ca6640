"""A bounded queue of commands from one archive agent to another, counting the offers it refused.

Agents hand work to each other through queues, never by calling into each other's state (DESIGN.md rule
1). Aeron's archive passes new sessions to its Recorder and Replayer the same way
(aeron-archive/src/main/java/io/aeron/archive/DedicatedModeArchiveConductor.java at 1.51.0, ``send``).
The queue is bounded so that back pressure is visible: ``offer`` returns False when it is full and
``failed_offers`` counts how often that happened, as Agrona's queues report. One producer and one
consumer: in CPython a deque's append and popleft are each atomic, so the two may run on different
threads.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

Command = Callable[[], None]

AGENT_COMMAND_QUEUE_CAPACITY = 1024
"""Far above what one conductor duty cycle can queue (a command per new image or accepted replay), so in
the archive's shared and invoker modes a refused offer means something is wrong, and is reported."""


class CommandQueue:
    """Commands in offer order; the consuming agent runs them with ``drain`` in its duty cycle."""

    def __init__(self, capacity: int) -> None:
        if capacity <= 0:
            raise ValueError(f"command queue capacity must be positive: {capacity}")
        self.capacity = capacity
        self.failed_offers = 0
        self._commands: deque[Command] = deque()

    def offer(self, command: Command) -> bool:
        """Queue ``command``; False (and counted) when the queue already holds ``capacity`` commands."""
        if len(self._commands) >= self.capacity:
            self.failed_offers += 1
            return False
        self._commands.append(command)
        return True

    def drain(self) -> int:
        """Run the commands queued so far, oldest first; returns how many ran."""
        count = 0
        commands = self._commands
        for _ in range(len(commands)):
            commands.popleft()()
            count += 1
        return count

    def __len__(self) -> int:
        return len(self._commands)
