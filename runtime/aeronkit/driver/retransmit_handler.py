"""Sender-side NAK handling: schedule resends, suppress duplicate NAKs, resend from the log.

``RetransmitHandler`` follows aeron-driver/src/main/java/io/aeron/driver/RetransmitHandler.java (1.51.0).
A NAK is ignored if invalid (counted as an invalid packet): an offset outside the term or not on a
32-byte frame boundary (Aeron 1.51.0 checks only the range; an offset that starts no frame cannot be
served, so ours refuses it up front), or a negative length; it is also ignored if empty. Its length is
capped by flow control (``max_retransmission_length``). A NAK that overlaps an action already DELAYED or
LINGERING for the same term is a duplicate and is dropped. Otherwise an action is taken from the pool
(one action for unicast, where a non-overlapping NAK replaces the current one; ``max-resend`` actions
with group semantics, overflow counted): with zero delay (the unicast default,
``aeron.retransmit.unicast.delay``) the range is resent at once and the action lingers for
``aeron.retransmit.unicast.linger`` (10 ms) so that repeats of the same NAK are ignored; with a delay it
waits first. Time comes from the injected clock; ``process_timeouts`` runs each sender duty cycle.

``LogResender`` is NetworkPublication.resend: only positions in
[sender position - term/2 - max message length, sender position) can be served, in MTU-sized datagrams
scanned exactly like live data (whole aligned frames, a padding frame as a bare header). A NAK into the
middle of a frame makes the scan read payload as a frame header; where that is no frame at all (the scan
reports it corrupt) there is nothing to resend, and nothing is sent: a NAK never raises in the sender.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from typing import Protocol

from aeronkit.clock import NanoClock
from aeronkit.driver.loss_detector import FeedbackDelayGenerator, StaticDelayGenerator
from aeronkit.errors import CorruptFileError
from aeronkit.logbuffer import descriptor as d
from aeronkit.logbuffer.term_scanner import TermScanner

RETRANSMIT_UNICAST_DELAY_DEFAULT_NS = 0
RETRANSMIT_UNICAST_LINGER_DEFAULT_NS = 10_000_000
MAX_RESEND_DEFAULT = 16
MAX_RESEND_MAX = 256


class RetransmitSender(Protocol):
    def resend(self, term_id: int, term_offset: int, length: int) -> None:
        ...


class FlowControlLimits(Protocol):
    def max_retransmission_length(
        self, term_offset: int, resend_length: int, term_buffer_length: int, mtu_length: int
    ) -> int:
        ...


class ActionState(enum.Enum):
    DELAYED = 1
    LINGERING = 2
    INACTIVE = 3


class RetransmitAction:
    __slots__ = ("expiry_ns", "length", "state", "term_id", "term_offset")

    def __init__(self) -> None:
        self.expiry_ns = 0
        self.term_id = 0
        self.term_offset = 0
        self.length = 0
        self.state = ActionState.INACTIVE

    def delay(self, delay_ns: int, now_ns: int) -> None:
        self.state = ActionState.DELAYED
        self.expiry_ns = now_ns + delay_ns

    def linger(self, timeout_ns: int, now_ns: int) -> None:
        self.state = ActionState.LINGERING
        self.expiry_ns = now_ns + timeout_ns

    def cancel(self) -> None:
        self.state = ActionState.INACTIVE


class RetransmitHandler:
    """One per network publication; counters are plain ints the sender copies into its counters."""

    def __init__(
        self,
        clock: NanoClock,
        *,
        delay_generator: FeedbackDelayGenerator | None = None,
        linger_generator: FeedbackDelayGenerator | None = None,
        has_group_semantics: bool = False,
        max_retransmits: int = MAX_RESEND_DEFAULT,
    ) -> None:
        if not 1 <= max_retransmits <= MAX_RESEND_MAX:
            raise ValueError(f"max-resend={max_retransmits} not in [1, {MAX_RESEND_MAX}]")
        self.clock = clock
        self.delay_generator = delay_generator or StaticDelayGenerator(RETRANSMIT_UNICAST_DELAY_DEFAULT_NS)
        self.linger_generator = linger_generator or StaticDelayGenerator(RETRANSMIT_UNICAST_LINGER_DEFAULT_NS)
        self.has_group_semantics = has_group_semantics
        self.pool = [RetransmitAction() for _ in range(max_retransmits if has_group_semantics else 1)]
        self.active_count = 0
        self.invalid_packets = 0
        self.retransmit_overflows = 0

    def on_nak(
        self, term_id: int, term_offset: int, length: int, term_length: int, mtu_length: int,
        flow_control: FlowControlLimits, sender: RetransmitSender,
    ) -> None:
        if self._is_invalid(term_offset, term_length, length) or length == 0:
            return
        retransmit_length = flow_control.max_retransmission_length(
            term_offset, length, term_length, mtu_length)
        action = self._scan_for_available(term_id, term_offset)
        if action is None:
            return
        action.term_id = term_id
        action.term_offset = term_offset
        action.length = retransmit_length
        delay = self.delay_generator.generate_delay_ns()
        if delay == 0:
            sender.resend(term_id, term_offset, retransmit_length)
            action.linger(self.linger_generator.generate_delay_ns(), self.clock.nano_time())
        else:
            action.delay(delay, self.clock.nano_time())

    def on_retransmit_received(self, term_id: int, term_offset: int) -> None:
        """Another sender already resent this range (multicast): a still-delayed action is cancelled."""
        action = self._scan_for_existing(term_id, term_offset)
        if action is not None and action.state is ActionState.DELAYED:
            self._remove(action)

    def process_timeouts(self, now_ns: int, sender: RetransmitSender) -> None:
        if self.active_count == 0:
            return
        for action in self.pool:
            if action.state is ActionState.DELAYED and action.expiry_ns - now_ns < 0:
                sender.resend(action.term_id, action.term_offset, action.length)
                action.linger(self.linger_generator.generate_delay_ns(), self.clock.nano_time())
            elif action.state is ActionState.LINGERING and action.expiry_ns - now_ns < 0:
                self._remove(action)

    def _is_invalid(self, term_offset: int, term_length: int, length: int) -> bool:
        invalid = (
            term_offset > term_length - d.HEADER_LENGTH
            or term_offset < 0
            or term_offset & (d.FRAME_ALIGNMENT - 1) != 0
            or length < 0
        )
        if invalid:
            self.invalid_packets += 1
        return invalid

    def _scan_for_available(self, term_id: int, term_offset: int) -> RetransmitAction | None:
        if self.active_count == 0:
            self.active_count += 1
            return self.pool[0]
        available: RetransmitAction | None = None
        for action in self.pool:
            if action.state is ActionState.INACTIVE:
                if available is None:
                    available = action
            else:
                if action.term_id == term_id and action.term_offset <= term_offset < action.term_offset + \
                        action.length:
                    return None  # a duplicate of a NAK being served or lingering
                if not self.has_group_semantics:
                    available = action  # unicast: a new, non-overlapping NAK replaces the current action
        if self.has_group_semantics:
            if available is not None:
                self.active_count += 1
                return available
            self.retransmit_overflows += 1
        return available

    def _scan_for_existing(self, term_id: int, term_offset: int) -> RetransmitAction | None:
        if self.active_count == 0:
            return None
        for action in self.pool:
            if action.state is not ActionState.INACTIVE and action.term_id == term_id \
                    and action.term_offset == term_offset:
                return action
        return None

    def _remove(self, action: RetransmitAction) -> None:
        self.active_count -= 1
        action.cancel()


SendSlice = Callable[[int, int, int], bool]
"""emit(partition_index, term_offset, length) -> False on a short send (stop resending this range)."""


class LogResender:
    """Serves ``resend`` from a publication's log while the range is still there."""

    def __init__(
        self, scanner: TermScanner, mtu_length: int, sender_position: Callable[[], int], emit: SendSlice,
    ) -> None:
        logs = scanner.logs
        self.scanner = scanner
        self.mtu_length = mtu_length
        self.term_length = logs.term_length
        self.bits = logs.position_bits_to_shift
        self.initial_term_id = logs.initial_term_id
        self.sender_position = sender_position
        self.emit = emit
        self.retransmits_sent = 0
        self.retransmitted_bytes = 0
        self.short_sends = 0

    def resend(self, term_id: int, term_offset: int, length: int) -> None:
        sender_position = self.sender_position()
        resend_position = d.compute_position(term_id, term_offset, self.bits, self.initial_term_id)
        bottom = sender_position - (self.term_length >> 1) - d.compute_max_message_length(self.term_length)
        if not bottom <= resend_position < sender_position:
            return
        partition = d.index_by_position(resend_position, self.bits)
        remaining = length
        total = 0
        offset = term_offset
        bytes_sent = 0
        while True:
            offset += bytes_sent
            try:
                available, padding = self.scanner.scan_for_availability(
                    partition, offset, min(self.mtu_length, remaining))
            except CorruptFileError:
                break  # not a frame where the NAK pointed: nothing to resend
            if available <= 0:
                break
            if not self.emit(partition, offset, available):
                self.short_sends += 1
                break
            bytes_sent = available + padding
            remaining -= bytes_sent
            total += bytes_sent
            if remaining <= 0:
                break
        if total > 0:
            self.retransmits_sent += 1
            self.retransmitted_bytes += total
