"""The bounded command queue between agents and the proxy idiom over it (aeronkit.concurrent.command_queue).

What Aeron's CommandProxy promises, proven here: a full queue refuses the offer and the proxy counts each
refusal; across threads the proxy waits for the consumer and loses nothing, in order; on one thread (SHARED,
INVOKER) the producer runs the oldest command itself instead of waiting forever; a closed queue (its agent
stopped) takes nothing.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable

import pytest
from hypothesis import given
from hypothesis import strategies as st
from support.wait import wait_until

from aeronkit.concurrent.command_queue import CommandProxy, CommandQueue


class Count:
    def __init__(self) -> None:
        self.value = 0

    def increment(self) -> int:
        self.value += 1
        return self.value


class Recorder(CommandProxy):
    """A named proxy of the simplest kind: one verb that records its argument on the consumer's side."""

    def __init__(
        self,
        queue: CommandQueue,
        fails: Count,
        *,
        same_thread: bool,
        idle: Callable[[], None] = os.sched_yield,
    ) -> None:
        super().__init__(queue, fails, same_thread=same_thread, idle=idle)
        self.queue = queue
        self.ran: list[int] = []

    def record(self, value: int) -> None:
        ran = self.ran
        self._offer(lambda: ran.append(value))


def test_a_full_queue_refuses_and_reports_backpressure() -> None:
    queue = CommandQueue(2)
    assert queue.offer(lambda: None) and queue.offer(lambda: None)
    assert not queue.offer(lambda: None)
    assert (len(queue), queue.remaining_capacity) == (2, 0)
    assert Recorder(queue, Count(), same_thread=False).is_applying_backpressure
    assert queue.drain(1) == 1 and queue.remaining_capacity == 1


def test_commands_run_in_order_and_one_queued_while_draining_waits_for_the_next_cycle() -> None:
    queue = CommandQueue(4)
    ran: list[str] = []
    assert queue.offer(lambda: (ran.append("first"), queue.offer(lambda: ran.append("second"))))
    assert queue.offer(lambda: ran.append("then"))
    assert queue.drain() == 2 and ran == ["first", "then"]
    assert queue.drain() == 1 and ran == ["first", "then", "second"]
    assert queue.drain() == 0


def test_capacity_must_be_positive() -> None:
    with pytest.raises(ValueError, match="capacity=0"):
        CommandQueue(0)


@given(st.lists(st.integers(), max_size=40), st.integers(1, 8))
def test_on_one_thread_a_full_queue_runs_its_oldest_command_and_keeps_the_order(
    values: list[int], capacity: int
) -> None:
    fails = Count()
    proxy = Recorder(CommandQueue(capacity), fails, same_thread=True)
    for value in values:
        proxy.record(value)
    proxy.queue.drain(len(values))
    assert proxy.ran == values
    assert fails.value == max(0, len(values) - capacity)


def test_across_threads_the_producer_waits_for_the_consumer_and_loses_nothing() -> None:
    queue = CommandQueue(4)
    fails = Count()
    proxy = Recorder(queue, fails, same_thread=False)
    total = 2_000
    stop = threading.Event()

    def consumer() -> None:
        while not stop.is_set() or len(queue):
            queue.drain(3)

    thread = threading.Thread(target=consumer)
    thread.start()
    try:
        for value in range(total):
            proxy.record(value)
        wait_until(lambda: len(proxy.ran) == total, 30, "the consumer to run every command")
    finally:
        stop.set()
        thread.join(30)
    assert proxy.ran == list(range(total))
    assert fails.value > 0  # a 4-slot queue with 2 000 commands was full at times, and each refusal counted


def test_an_offer_to_a_closed_queue_is_dropped_not_waited_for() -> None:
    queue = CommandQueue(1)
    proxy = Recorder(queue, Count(), same_thread=False, idle=lambda: pytest.fail("waited on a closed queue"))
    proxy.record(1)
    queue.close()
    proxy.record(2)
    assert len(queue) == 0 and proxy.ran == []
