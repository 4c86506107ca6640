"""An IPC publication: one log buffer that publishers append to and IPC subscribers read in place.

Behaviour of aeron-driver/src/main/java/io/aeron/driver/IpcPublication.java at 1.51.0:

* ACTIVE: every duty cycle the conductor publishes the producer position (``pub-pos``) and moves the
  publisher limit (``pub-lmt``) to min(subscriber positions) + term window, in steps of a window/8 trip
  gain, zeroing the log behind the slowest subscriber so terms can be reused. With no subscribers the
  limit is pinned to the furthest position ever consumed, so offers report back pressure / not connected.
  On each timer tick: connected flag, untethered subscribers, and the blocked-publisher check (a
  concurrent publication whose consumers have not moved for the unblock timeout while the producer is
  ahead gets padded over by log_buffer_unblocker).
* Last publisher gone (``dec_ref``): limit and end-of-stream position = producer position -> DRAINING
  until every subscriber has read to the end, then LINGER (subscribers get ON_UNAVAILABLE_IMAGE), then
  DONE on the next tick, when counters are freed and the log file is deleted.
"""

from __future__ import annotations

import ctypes
import enum
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from aeronkit._native import ffi
from aeronkit.codecs.driver_commands import ErrorCode
from aeronkit.concurrent.atomic_buffer import AtomicBuffer
from aeronkit.driver import log_buffer_unblocker
from aeronkit.driver.publication_params import PublicationParams
from aeronkit.driver.stream_counters import Position
from aeronkit.driver.system_counters import SystemCounterId, SystemCounters
from aeronkit.driver.untethered import UntetheredState, check_untethered
from aeronkit.logbuffer import descriptor as d
from aeronkit.logbuffer.log_buffers import LogBuffers

if TYPE_CHECKING:
    from aeronkit.driver.driver_conductor import DriverConductor
    from aeronkit.driver.subscription_link import SubscriptionLink

IPC_SOURCE_IDENTITY = "aeron:ipc"


class State(enum.Enum):
    ACTIVE = 1
    DRAINING = 2
    LINGER = 3
    DONE = 4


@dataclass
class Subscriber:
    link: SubscriptionLink
    position: Position
    untethered_state: UntetheredState = UntetheredState.ACTIVE
    time_of_last_update_ns: int = 0
    active: bool = True  # counted in flow control (untethered RESTING ones are not)


class IpcPublication:
    def __init__(
        self,
        registration_id: int,
        channel: str,
        session_id: int,
        stream_id: int,
        exclusive: bool,
        params: PublicationParams,
        log: LogBuffers,
        publisher_pos: Position,
        publisher_limit: Position,
        counters: SystemCounters,
        unblock_timeout_ns: int,
        image_liveness_timeout_ns: int,
        now_ns: int,
    ) -> None:
        self.registration_id = registration_id
        self.channel = channel
        self.session_id = session_id
        self.stream_id = stream_id
        self.exclusive = exclusive
        self.params = params
        self.log = log
        self.log_file_name = str(Path(log.path).absolute())
        self.publisher_pos = publisher_pos
        self.publisher_limit = publisher_limit
        self.system_counters = counters
        self.unblock_timeout_ns = unblock_timeout_ns
        self.image_liveness_timeout_ns = image_liveness_timeout_ns
        self.term_length = log.term_length
        self.bits = log.position_bits_to_shift
        self.initial_term_id = log.initial_term_id
        self.term_window_length = params.publication_window_length
        self.trip_gain = self.term_window_length >> 3
        self.terms = [AtomicBuffer(log.term_buffer(i)) for i in range(d.PARTITION_COUNT)]
        self.metadata = AtomicBuffer(log.metadata_buffer())
        self.state = State.ACTIVE
        self.ref_count = 0
        self.reached_end_of_life = False
        self.in_cool_down = False
        self.cool_down_expire_ns = 0
        self.subscribers: list[Subscriber] = []
        self.consumer_position = self.producer_position()
        self.last_consumer_position = self.consumer_position
        self.clean_position = self.consumer_position
        self.trip_limit = 0
        self.time_of_last_consumer_position_update_ns = now_ns

    # -- positions -------------------------------------------------------------------------------------

    def producer_position(self) -> int:
        raw = self.log.active_raw_tail()
        return d.compute_position(
            d.term_id(raw), d.term_offset(raw, self.term_length), self.bits, self.initial_term_id
        )

    def join_position(self) -> int:
        position = self.consumer_position
        for s in self.subscribers:
            if s.active:
                position = min(position, s.position.get())
        return position

    def _active_positions(self) -> list[int]:
        return [s.position.get() for s in self.subscribers if s.active]

    def is_accepting_subscriptions(self) -> bool:
        if self.in_cool_down:
            return False
        if self.state is State.ACTIVE:
            return True
        return self.state is State.DRAINING and not self._is_drained(self.producer_position())

    def _is_drained(self, producer_position: int) -> bool:
        return all(p >= producer_position for p in self._active_positions())

    def _update_connected(self, connected: bool) -> None:
        if self.log.is_connected != connected:
            self.log.is_connected = connected

    def is_revoked(self) -> bool:
        return self.metadata.get_bytes(d.LOG_IS_PUBLICATION_REVOKED_OFFSET, 1) == b"\x01"

    def revoke(self) -> None:
        self.metadata.put_bytes(d.LOG_IS_PUBLICATION_REVOKED_OFFSET, b"\x01")

    # -- subscribers -----------------------------------------------------------------------------------

    def add_subscriber(self, link: SubscriptionLink, position: Position, now_ns: int) -> None:
        self.subscribers.append(Subscriber(link, position, time_of_last_update_ns=now_ns))
        self._update_connected(True)

    def remove_subscriber(self, link: SubscriptionLink, position: Position) -> None:
        self.subscribers = [s for s in self.subscribers if s.position is not position]
        position.close()
        if not any(s.active for s in self.subscribers):
            self._update_connected(False)

    # -- duty cycle ------------------------------------------------------------------------------------

    def update_publisher_position_and_limit(self) -> int:
        """Every conductor cycle: pub-pos, and pub-lmt from the slowest subscriber."""
        if self.state is not State.ACTIVE:
            return 0
        self.publisher_pos.set_release(self.producer_position())
        positions = self._active_positions()
        if positions:
            min_position = min(positions)
            max_position = max(positions)
            if max_position > self.consumer_position:
                self.consumer_position = max_position
            new_limit = min_position + self.term_window_length
            if new_limit >= self.trip_limit:
                self._clean_buffer_to(min_position)
                self.publisher_limit.set_release(new_limit)
                self.trip_limit = new_limit + self.trip_gain
                return 1
        elif self.publisher_limit.get() > self.consumer_position:
            self.trip_limit = self.consumer_position
            self.publisher_limit.set_release(self.consumer_position)
            self._clean_buffer_to(self.consumer_position)
            return 1
        return 0

    def _clean_buffer_to(self, position: int) -> None:
        """Zero what every subscriber has read, one term at most per call; the first 8 bytes last."""
        clean = self.clean_position
        if position <= clean:
            return
        term = self.terms[d.index_by_position(clean, self.bits)]
        offset = clean & (self.term_length - 1)
        length = min(position - clean, self.term_length - offset)
        if length > 8:
            address = int(ffi.cast("uintptr_t", term.ptr)) + offset + 8
            ctypes.memset(address, 0, length - 8)
        term.put_int64_ordered(offset, 0)
        self.clean_position = clean + length

    def on_time_event(self, now_ns: int, now_ms: int, conductor: DriverConductor) -> None:
        if self.state is State.ACTIVE:
            if self.is_revoked():
                revoked_position = self.producer_position()
                self.publisher_limit.set_release(revoked_position)
                self.log.end_of_stream_position = revoked_position
                self._update_connected(False)
                conductor.transition_to_linger(self)
                self.state = State.LINGER
                self.system_counters[SystemCounterId.PUBLICATIONS_REVOKED].increment()
                return
            self._check_untethered(now_ns, conductor)
            self._update_connected(any(s.active for s in self.subscribers))
            producer_position = self.producer_position()
            self.publisher_pos.set_release(producer_position)
            if not self.exclusive:
                self._check_for_blocked_publisher(producer_position, now_ns)
            if self.in_cool_down and self.cool_down_expire_ns < now_ns:
                self.in_cool_down = False
                self.cool_down_expire_ns = 0
                conductor.link_ipc_subscriptions(self)
        elif self.state is State.DRAINING:
            producer_position = self.producer_position()
            self.publisher_pos.set_release(producer_position)
            if self._is_drained(producer_position):
                conductor.transition_to_linger(self)
                self.state = State.LINGER
            elif log_buffer_unblocker.unblock(self.log, self.terms, self.consumer_position):
                self.system_counters[SystemCounterId.UNBLOCKED_PUBLICATIONS].increment()
        elif self.state is State.LINGER and self.ref_count == 0:
            conductor.cleanup_ipc_publication(self)
            self.reached_end_of_life = True
            self.state = State.DONE

    def _check_for_blocked_publisher(self, producer_position: int, now_ns: int) -> None:
        consumer = self.consumer_position
        if consumer == self.last_consumer_position and self._is_possibly_blocked(producer_position, consumer):
            deadline_ns = self.time_of_last_consumer_position_update_ns + self.unblock_timeout_ns
            if deadline_ns - now_ns < 0 and log_buffer_unblocker.unblock(self.log, self.terms, consumer):
                self.system_counters[SystemCounterId.UNBLOCKED_PUBLICATIONS].increment()
        else:
            self.time_of_last_consumer_position_update_ns = now_ns
            self.last_consumer_position = consumer

    def _is_possibly_blocked(self, producer_position: int, consumer_position: int) -> bool:
        if self.log.active_term_count() != (consumer_position >> self.bits):
            return True
        return producer_position > consumer_position

    def _check_untethered(self, now_ns: int, conductor: DriverConductor) -> None:
        window = self.term_window_length
        window_limit = (self.consumer_position - window) + (window >> 2)
        params = self.params

        def unavailable(s: Subscriber) -> None:
            conductor.notify_unavailable_image_link(self.registration_id, s.link)

        def drop(s: Subscriber) -> None:
            self.subscribers.remove(s)
            s.link.unlink(self)
            s.position.close()

        def rejoin(s: Subscriber) -> None:
            conductor.streams.rejoin_subscriber(self, s.link, s.position, IPC_SOURCE_IDENTITY)

        check_untethered(
            self.subscribers,
            window_limit,
            now_ns,
            window_limit_timeout_ns=params.untethered_window_limit_timeout_ns,
            linger_timeout_ns=params.untethered_linger_timeout_ns,
            resting_timeout_ns=params.untethered_resting_timeout_ns,
            on_unavailable=unavailable,
            on_drop=drop,
            on_rejoin=rejoin,
        )

    # -- lifecycle -------------------------------------------------------------------------------------

    def inc_ref(self) -> None:
        self.ref_count += 1

    def dec_ref(self) -> None:
        self.ref_count -= 1
        if self.ref_count == 0:
            producer_position = self.producer_position()
            self.publisher_limit.set_release(producer_position)
            self.log.end_of_stream_position = producer_position
            if not self.is_revoked():
                self.state = State.DRAINING

    def reject(self, position: int, reason: str, conductor: DriverConductor, now_ns: int) -> None:
        """A client rejected this IPC image: unlink every subscriber and cool down before relinking."""
        conductor.client_proxy.on_publication_error(
            self.registration_id, self.session_id, self.stream_id, ErrorCode.IMAGE_REJECTED, reason
        )
        if not self.in_cool_down:
            self._update_connected(False)
            conductor.unlink_ipc_subscriptions(self)
            for s in self.subscribers:
                s.position.close()
            self.subscribers = []
            self.in_cool_down = True
        self.cool_down_expire_ns = now_ns + self.image_liveness_timeout_ns

    def has_reached_end_of_life(self) -> bool:
        return self.reached_end_of_life

    def close(self) -> None:
        """Free the counters (resources of a DONE publication, or all of them at driver shutdown)."""
        self.publisher_pos.close()
        self.publisher_limit.close()
        for s in self.subscribers:
            s.position.close()
        self.subscribers = []

    def free(self) -> bool:
        """Unmap and delete the log buffer file."""
        for buffer in (*self.terms, self.metadata):
            buffer.close()
        path = Path(self.log.path)
        self.log.close()
        path.unlink(missing_ok=True)
        return True
