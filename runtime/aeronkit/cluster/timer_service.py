"""Cluster timers: the services' ``scheduleTimer``/``cancelTimer`` by correlation id, fired by the leader.

A clustered service asks the consensus module for a timer (ScheduleTimer: correlation id, deadline in
cluster time). Only the leader fires timers: when a deadline passes it appends a TimerEvent to the log, and
every member's services see the event at the same log position. Followers keep the same timers (the
services send the same requests on every member) so a new leader can fire them.

The default implementation is Aeron's ``WheelTimerService`` over Agrona's ``DeadlineTimerWheel``
(aeron-cluster/src/main/java/io/aeron/cluster/WheelTimerService.java at 1.51.0, agrona DeadlineTimerWheel):
time is split into ticks of ``tick_resolution`` cluster-time units (a power of two: Aeron rounds the 8 ms
default up to 8 ms), ``ticks_per_wheel`` spokes hold the timers of the ticks that map onto them, and a
poll walks the wheel one tick at a time, firing every timer of the current spoke whose deadline has
passed. A deadline already in the past is put on the current tick, so it fires at the next poll; at most
``POLL_LIMIT`` (20) timers fire per poll, and a handler that cannot append (back pressure) keeps its timer
and stops the poll. ``PriorityHeapTimerService`` (``aeron.cluster.timer.service.supplier`` =
``io.aeron.cluster.PriorityHeapTimerServiceSupplier``) fires in deadline order from a heap.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable
from typing import Protocol

from aeronkit.constants import LONG_MAX

POLL_LIMIT = 20
"""TimerService.POLL_LIMIT."""

WHEEL_SUPPLIER = "io.aeron.cluster.WheelTimerServiceSupplier"
PRIORITY_HEAP_SUPPLIER = "io.aeron.cluster.PriorityHeapTimerServiceSupplier"
NULL_DEADLINE = LONG_MAX
_INITIAL_TICK_ALLOCATION = 16

TimerHandler = Callable[[int], bool]
"""``on_timer_event(correlation_id) -> bool``: True once the TimerEvent is in the log."""

TimerSnapshotTaker = Callable[[int, int], None]
"""``snapshot_timer(correlation_id, deadline)``."""


class TimerService(Protocol):
    def poll(self, now: int) -> int: ...

    def schedule_timer_for_correlation_id(self, correlation_id: int, deadline: int) -> None: ...

    def cancel_timer_by_correlation_id(self, correlation_id: int) -> bool: ...

    def snapshot(self, taker: TimerSnapshotTaker) -> None: ...

    def current_time(self, now: int) -> None: ...

    @property
    def timer_count(self) -> int: ...


def _is_power_of_two(value: int) -> bool:
    return value > 0 and value & (value - 1) == 0


class DeadlineTimerWheel:
    """Agrona's DeadlineTimerWheel: an array of ``ticks_per_wheel`` spokes, each with ``tick_allocation``
    slots; a timer id is ``(spoke << 32) | slot``. Times are in the cluster's unit."""

    def __init__(self, start_time: int, tick_resolution: int, ticks_per_wheel: int) -> None:
        if not _is_power_of_two(ticks_per_wheel):
            raise ValueError(f"ticks per wheel must be a power of 2: {ticks_per_wheel}")
        if not _is_power_of_two(tick_resolution):
            raise ValueError(f"tick resolution must be a power of 2: {tick_resolution}")
        self.start_time = start_time
        self.tick_resolution = tick_resolution
        self.ticks_per_wheel = ticks_per_wheel
        self._tick_mask = ticks_per_wheel - 1
        self._resolution_shift = tick_resolution.bit_length() - 1
        self._allocation = _INITIAL_TICK_ALLOCATION
        self._allocation_shift = self._allocation.bit_length() - 1
        self._wheel = [NULL_DEADLINE] * (ticks_per_wheel * self._allocation)
        self.current_tick = 0
        self.timer_count = 0
        self._poll_index = 0

    def current_tick_time(self) -> int:
        """End of the current tick: a poll at or after it moves on to the next tick."""
        return ((self.current_tick + 1) << self._resolution_shift) + self.start_time

    def set_current_tick_time(self, now: int) -> None:
        """Wind forward (never back) so the next poll looks at the tick ``now`` falls in."""
        self.current_tick = max((now - self.start_time) >> self._resolution_shift, self.current_tick)

    def schedule_timer(self, deadline: int) -> int:
        deadline_tick = max((deadline - self.start_time) >> self._resolution_shift, self.current_tick)
        spoke = deadline_tick & self._tick_mask
        start = spoke << self._allocation_shift
        for slot in range(self._allocation):
            if self._wheel[start + slot] == NULL_DEADLINE:
                self._wheel[start + slot] = deadline
                self.timer_count += 1
                return (spoke << 32) | slot
        return self._grow(deadline, spoke)

    def cancel_timer(self, timer_id: int) -> bool:
        spoke, slot = timer_id >> 32, timer_id & 0xFFFF_FFFF
        if spoke < self.ticks_per_wheel and slot < self._allocation:
            index = (spoke << self._allocation_shift) + slot
            if self._wheel[index] != NULL_DEADLINE:
                self._wheel[index] = NULL_DEADLINE
                self.timer_count -= 1
                return True
        return False

    def deadline(self, timer_id: int) -> int:
        spoke, slot = timer_id >> 32, timer_id & 0xFFFF_FFFF
        if spoke < self.ticks_per_wheel and slot < self._allocation:
            return self._wheel[(spoke << self._allocation_shift) + slot]
        return NULL_DEADLINE

    def poll(self, now: int, handler: Callable[[int], bool], limit: int) -> int:
        """Fire expired timers of the current spoke (``handler(timer_id)``), then maybe advance a tick."""
        expired = 0
        if self.timer_count > 0:
            spoke = self.current_tick & self._tick_mask
            allocation = self._allocation
            for _ in range(allocation):
                if expired >= limit:
                    break
                index = (spoke << self._allocation_shift) + self._poll_index
                deadline = self._wheel[index]
                if now >= deadline:
                    self._wheel[index] = NULL_DEADLINE
                    self.timer_count -= 1
                    expired += 1
                    if not handler((spoke << 32) | self._poll_index):
                        self._wheel[index] = deadline
                        self.timer_count += 1
                        return expired - 1
                self._poll_index = 0 if self._poll_index + 1 >= allocation else self._poll_index + 1
            if limit > expired and now >= self.current_tick_time():
                self.current_tick += 1
                self._poll_index = 0
            elif self._poll_index >= self._allocation:
                self._poll_index = 0
        elif now >= self.current_tick_time():
            self.current_tick += 1
            self._poll_index = 0
        return expired

    def _grow(self, deadline: int, spoke: int) -> int:
        allocation = self._allocation << 1
        shift = allocation.bit_length() - 1
        wheel = [NULL_DEADLINE] * (self.ticks_per_wheel * allocation)
        for j in range(self.ticks_per_wheel):
            old = j << self._allocation_shift
            wheel[j << shift : (j << shift) + self._allocation] = self._wheel[old : old + self._allocation]
        slot = self._allocation
        wheel[(spoke << shift) + slot] = deadline
        self.timer_count += 1
        self._allocation, self._allocation_shift, self._wheel = allocation, shift, wheel
        return (spoke << 32) | slot


class WheelTimerService:
    """Timers by correlation id on a DeadlineTimerWheel; the default TimerService."""

    def __init__(
        self, handler: TimerHandler, start_time: int, tick_resolution: int, ticks_per_wheel: int
    ) -> None:
        self._handler = handler
        self._wheel = DeadlineTimerWheel(start_time, tick_resolution, ticks_per_wheel)
        self._timer_id_by_correlation_id: dict[int, int] = {}
        self._correlation_id_by_timer_id: dict[int, int] = {}
        self._aborted = False

    @property
    def timer_count(self) -> int:
        return self._wheel.timer_count

    def poll(self, now: int) -> int:
        expired = 0
        self._aborted = False
        while True:
            expired += self._wheel.poll(now, self._on_expiry, POLL_LIMIT)
            if self._aborted or expired >= POLL_LIMIT or self._wheel.current_tick_time() >= now:
                return expired

    def _on_expiry(self, timer_id: int) -> bool:
        correlation_id = self._correlation_id_by_timer_id[timer_id]
        if self._handler(correlation_id):
            del self._correlation_id_by_timer_id[timer_id]
            del self._timer_id_by_correlation_id[correlation_id]
            return True
        self._aborted = True
        return False

    def schedule_timer_for_correlation_id(self, correlation_id: int, deadline: int) -> None:
        self.cancel_timer_by_correlation_id(correlation_id)
        timer_id = self._wheel.schedule_timer(deadline)
        self._timer_id_by_correlation_id[correlation_id] = timer_id
        self._correlation_id_by_timer_id[timer_id] = correlation_id

    def cancel_timer_by_correlation_id(self, correlation_id: int) -> bool:
        timer_id = self._timer_id_by_correlation_id.pop(correlation_id, None)
        if timer_id is None:
            return False
        self._wheel.cancel_timer(timer_id)
        del self._correlation_id_by_timer_id[timer_id]
        return True

    def snapshot(self, taker: TimerSnapshotTaker) -> None:
        for correlation_id, timer_id in self._timer_id_by_correlation_id.items():
            taker(correlation_id, self._wheel.deadline(timer_id))

    def current_time(self, now: int) -> None:
        self._wheel.set_current_tick_time(now)


class PriorityHeapTimerService:
    """Timers fired strictly in deadline order (then scheduling order) from a binary heap."""

    def __init__(self, handler: TimerHandler) -> None:
        self._handler = handler
        self._heap: list[tuple[int, int, int]] = []  # (deadline, sequence, correlation id)
        self._live: dict[int, tuple[int, int]] = {}  # correlation id -> (deadline, sequence)
        self._sequence = 0

    @property
    def timer_count(self) -> int:
        return len(self._live)

    def poll(self, now: int) -> int:
        expired = 0
        heap = self._heap
        while heap and expired < POLL_LIMIT:
            deadline, sequence, correlation_id = heap[0]
            if self._live.get(correlation_id) != (deadline, sequence):
                heapq.heappop(heap)  # cancelled or rescheduled
                continue
            if deadline > now:
                break
            if not self._handler(correlation_id):
                break
            heapq.heappop(heap)
            del self._live[correlation_id]
            expired += 1
        return expired

    def schedule_timer_for_correlation_id(self, correlation_id: int, deadline: int) -> None:
        self._sequence += 1
        self._live[correlation_id] = (deadline, self._sequence)
        heapq.heappush(self._heap, (deadline, self._sequence, correlation_id))

    def cancel_timer_by_correlation_id(self, correlation_id: int) -> bool:
        return self._live.pop(correlation_id, None) is not None

    def snapshot(self, taker: TimerSnapshotTaker) -> None:
        for correlation_id, (deadline, _) in self._live.items():
            taker(correlation_id, deadline)

    def current_time(self, now: int) -> None:
        """A heap needs no notion of the current tick."""
