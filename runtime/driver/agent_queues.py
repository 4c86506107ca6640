"""Command queues between the driver's agents (Aeron's SenderProxy, ReceiverProxy, DriverConductorProxy).

Agents never call each other across threads: the conductor posts "add this publication", "close that
endpoint" to the sender's or receiver's queue, and the receiver posts "create an image for this SETUP" to
the conductor's. Each queue is drained at the start of its owner's duty cycle, so every piece of state is
touched by one thread only. ``collections.deque`` append/popleft are atomic, which makes this a safe
many-to-one queue in CPython; in SHARED and INVOKER modes it simply runs on the same thread.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import Any

Command = Callable[[], None]


class CommandQueue:
    """A many-producer, one-consumer queue of zero-argument commands."""

    __slots__ = ("_commands",)

    def __init__(self) -> None:
        self._commands: deque[Command] = deque()

    def offer(self, command: Command) -> None:
        self._commands.append(command)

    def drain(self, limit: int = 64) -> int:
        """Run up to ``limit`` queued commands in order; returns how many ran."""
        count = 0
        commands = self._commands
        while commands and count < limit:
            commands.popleft()()
            count += 1
        return count

    def __len__(self) -> int:
        return len(self._commands)


def track_cycle(agent: Any, now_ns: int, max_cycle_counter: Any, threshold_exceeded_counter: Any) -> None:
    """Duty-cycle time bookkeeping shared by the Sender and Receiver (once per duty cycle, not per frame).

    Updates ``agent.last_cycle_ns``/``agent.max_cycle_ns``, publishes a new maximum to ``max_cycle_counter``
    and counts cycles longer than ``agent.cycle_threshold_ns`` in ``threshold_exceeded_counter``.
    """
    cycle = now_ns - agent.last_cycle_ns
    agent.last_cycle_ns = now_ns
    if cycle > agent.max_cycle_ns:
        agent.max_cycle_ns = cycle
        max_cycle_counter.set_ordered(cycle)
    if cycle > agent.cycle_threshold_ns:
        threshold_exceeded_counter.increment()
