"""A network publication: a log buffer the Sender sends as UDP datagrams to one or more receivers.

Behaviour of aeron-driver/src/main/java/io/aeron/driver/NetworkPublication.java at 1.51.0, split by thread
the same way:

* Sender (``send``, ``on_status_message``, ``on_nak``, ``on_rttm``): SETUP every 100 ms until the first
  status message (and again when an SM asks for it); DATA datagrams of whole aligned frames scanned from
  the sender position up to min(flow-control window, MTU) — many per duty cycle, staged into one
  sendmmsg batch; a padding frame goes as its bare 32-byte header; heartbeats (zero-length DATA, flags
  0xC0, 0xE0 at end of stream, 0xF0 when revoked) after 100 ms without data; resends on NAK through the
  retransmit handler; RTTM requests answered at once. Status messages outside +/- half a term of the
  sender position are rejected (system counter 44), as 1.51 does.
* Conductor (``update_publisher_position_and_limit`` every cycle, ``on_time_event`` on the timer):
  ``pub-pos``; ``pub-lmt`` = min(sender position, spy positions) + term window while connected, pinned
  to the sender position otherwise; the log is zeroed a term behind the slowest consumer; the lifecycle
  ACTIVE -> DRAINING (last publisher gone) -> LINGER (sent everything or nobody listening) -> DONE
  after ``linger`` (or at once on a unicast end-of-stream SM), once the Sender has let go of the log.

Response channels (1.51.0): a publication with ``response-correlation-id`` (a request publication) flags its
SETUPs with SEND_RESPONSE_SETUP, so the image it creates answers with RSP_SETUP. A ``control-mode=response``
publication (a response publication) has no endpoint of its own: it sends nothing until a setup-eliciting
status message tells it where its subscriber is, and sends everything there (NetworkPublication.doSend).
The first receiver it hears from is reported (``on_response_connected``) so the image it answers can stop
sending RSP_SETUP.
"""

from __future__ import annotations

import ctypes
import enum
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from aeronkit._native import ffi
from aeronkit.concurrent.atomic_buffer import AtomicBuffer
from aeronkit.constants import NULL_VALUE
from aeronkit.driver import log_buffer_unblocker
from aeronkit.driver import udp_frames as f
from aeronkit.driver.flow_control import FlowControl, StatusMessage
from aeronkit.driver.publication_params import PublicationParams
from aeronkit.driver.retransmit_handler import LogResender, RetransmitHandler
from aeronkit.driver.stream_counters import Position
from aeronkit.driver.system_counters import SystemCounterId, SystemCounters
from aeronkit.driver.untethered import UntetheredState, check_untethered
from aeronkit.logbuffer import descriptor as d
from aeronkit.logbuffer.log_buffers import LogBuffers
from aeronkit.logbuffer.term_scanner import TermScanner

SPY_SOURCE_IDENTITY = "aeron:ipc"  # what a spy's image names as its source

if TYPE_CHECKING:
    from aeronkit.clock import NanoClock
    from aeronkit.driver.driver_conductor import DriverConductor
    from aeronkit.driver.media.batch_io import Address
    from aeronkit.driver.send_channel_endpoint import SendChannelEndpoint
    from aeronkit.driver.subscription_link import SubscriptionLink

PUBLICATION_HEARTBEAT_TIMEOUT_NS = 100_000_000
PUBLICATION_SETUP_TIMEOUT_NS = 100_000_000
MAX_DATAGRAMS_PER_SEND = 64


class State(enum.Enum):
    ACTIVE = 1
    DRAINING = 2
    LINGER = 3
    CLOSING = 4
    DONE = 5


@dataclass
class PublicationCounters:
    """The stream counters of one network publication (Aeron's type ids 12, 1, 2, 9, 13, 19)."""

    publisher_pos: Position
    publisher_limit: Position
    sender_position: Position
    sender_limit: Position
    sender_bpe: Position
    naks_received: Position

    def all(self) -> tuple[Position, ...]:
        return (
            self.publisher_pos,
            self.publisher_limit,
            self.sender_position,
            self.sender_limit,
            self.sender_bpe,
            self.naks_received,
        )


@dataclass
class Spy:
    link: SubscriptionLink
    position: Position
    time_of_last_update_ns: int = 0
    untethered_state: UntetheredState = UntetheredState.ACTIVE
    active: bool = True  # counted in the publisher limit (untethered LINGER-expired / RESTING ones are not)


class NetworkPublication:
    """One publication's log, positions and protocol state; see the module docstring for who calls what."""

    def __init__(
        self,
        *,
        registration_id: int,
        channel: str,
        endpoint: SendChannelEndpoint,
        session_id: int,
        stream_id: int,
        exclusive: bool,
        params: PublicationParams,
        log: LogBuffers,
        counters: PublicationCounters,
        system_counters: SystemCounters,
        flow_control: FlowControl,
        retransmit_handler: RetransmitHandler,
        clock: NanoClock,
        connection_timeout_ns: int,
        unblock_timeout_ns: int,
        is_multicast_or_mdc: bool,
        multicast_ttl: int,
        on_response_connected: Callable[[int], None] | None = None,
        on_publication_error: Callable[[int, int, f.ErrorFrame, Address], None] | None = None,
    ) -> None:
        self.registration_id = registration_id
        self.channel = channel
        self.endpoint = endpoint
        self.session_id = session_id
        self.stream_id = stream_id
        self.exclusive = exclusive
        self.params = params
        self.log = log
        self.log_file_name = str(Path(log.path).absolute())
        self.counters = counters
        self.publisher_pos = counters.publisher_pos
        self.publisher_limit = counters.publisher_limit
        self.sender_position = counters.sender_position
        self.sender_limit = counters.sender_limit
        self.system_counters = system_counters
        self.flow_control = flow_control
        self.retransmit_handler = retransmit_handler
        self.clock = clock
        self.connection_timeout_ns = connection_timeout_ns
        self.unblock_timeout_ns = unblock_timeout_ns
        self.is_multicast_or_mdc = is_multicast_or_mdc
        self.multicast_ttl = multicast_ttl
        self.term_length = log.term_length
        self.term_length_mask = log.term_length - 1
        self.bits = log.position_bits_to_shift
        self.initial_term_id = log.initial_term_id
        self.mtu_length = log.mtu_length
        self.term_window_length = params.publication_window_length
        self.trip_gain = self.term_window_length >> 3
        self.linger_timeout_ns = params.linger_timeout_ns
        self.signal_eos = params.signal_eos
        self.spies_simulate_connection = params.spies_simulate_connection
        self.is_response = params.is_response
        self.response_correlation_id = params.response_correlation_id
        self.on_response_connected = on_response_connected
        self.on_publication_error = on_publication_error
        # a response publication sends to where its subscriber asked from; anything else to its endpoint
        self.endpoint_address: Address | None = None
        self.scanner = TermScanner(log)
        self.cbuffer: Any = log.cbuffer
        self.terms = [AtomicBuffer(log.term_buffer(i)) for i in range(d.PARTITION_COUNT)]
        self.metadata = AtomicBuffer(log.metadata_buffer())
        self.resender = LogResender(
            self.scanner, self.mtu_length, self.sender_position.get, self._emit_resend
        )
        self.state = State.ACTIVE
        self.ref_count = 0
        self.reached_end_of_life = False
        self.sender_released = False
        # sender-thread state
        start = self.producer_position()
        self.sender_position.set_release(start)
        self.sender_limit.set_release(start)
        self.publisher_pos.set_release(start)
        self.publisher_limit.set_release(start)
        self.has_initial_connection = False
        self.is_setup_elicited = False
        self.is_connected = False
        self.has_received_unicast_eos = False
        self.is_end_of_stream = False
        self.time_of_last_setup_ns = clock.nano_time() - PUBLICATION_SETUP_TIMEOUT_NS - 1
        self.time_of_last_data_or_heartbeat_ns = clock.nano_time()
        self.receivers: dict[int, int] = {}  # receiver id -> time of its last SM
        self._staged_positions: list[int] = []
        # conductor-thread state
        self.spies: list[Spy] = []
        self.trip_limit = 0
        self.clean_position = start
        self.time_of_last_activity_ns = clock.nano_time()
        self.last_sender_position = start
        self.time_of_last_sender_position_change_ns = clock.nano_time()

    # -- positions -------------------------------------------------------------------------------------

    def producer_position(self) -> int:
        raw = self.log.active_raw_tail()
        return d.compute_position(
            d.term_id(raw), d.term_offset(raw, self.term_length), self.bits, self.initial_term_id
        )

    def is_revoked(self) -> bool:
        return self.metadata.get_bytes(d.LOG_IS_PUBLICATION_REVOKED_OFFSET, 1) == b"\x01"

    def revoke(self) -> None:
        self.metadata.put_bytes(d.LOG_IS_PUBLICATION_REVOKED_OFFSET, b"\x01")

    # -- sender thread ---------------------------------------------------------------------------------

    def send(self, now_ns: int) -> int:
        """One sender duty cycle for this publication; returns bytes sent."""
        sender_position = self.sender_position.get()
        term_id = d.compute_term_id_from_position(sender_position, self.bits, self.initial_term_id)
        term_offset = sender_position & self.term_length_mask
        if not self.has_initial_connection or self.is_setup_elicited:
            self._setup_message_check(now_ns, term_id, term_offset, sender_position)
        bytes_sent = self._send_data(now_ns, sender_position)
        if bytes_sent == 0:
            bytes_sent = self._heartbeat_message_check(now_ns, term_id, term_offset)
            spies = self.spies
            if self.spies_simulate_connection and spies and not self.receivers:
                # nobody on the network: the spies stand in for receivers, so the sender moves on to
                # where the furthest spy has read (NetworkPublication.send at 1.51.0)
                new_position = max([sender_position, *(s.position.get() for s in spies if s.active)])
                if new_position != sender_position:
                    self.sender_position.set_release(new_position)
                limit = self.sender_limit.get()
                new_limit = self.flow_control.on_idle(
                    now_ns, new_position, new_position, self.is_end_of_stream
                )
            else:
                limit = self.sender_limit.get()
                new_limit = self.flow_control.on_idle(now_ns, limit, sender_position, self.is_end_of_stream)
            if new_limit != limit:
                self.sender_limit.set_release(new_limit)
            self._check_receiver_liveness(now_ns)
        self.retransmit_handler.process_timeouts(now_ns, self)
        self._copy_retransmit_counters()
        return bytes_sent

    def _setup_message_check(self, now_ns: int, term_id: int, term_offset: int, sender_position: int) -> None:
        if self.time_of_last_setup_ns + PUBLICATION_SETUP_TIMEOUT_NS - now_ns >= 0:
            return
        flags = f.SETUP_GROUP_FLAG if self.is_multicast_or_mdc else 0
        if not self.is_response and self.response_correlation_id != NULL_VALUE:
            flags |= f.SETUP_SEND_RESPONSE_SETUP_FLAG
        frame = f.setup(
            self.session_id,
            self.stream_id,
            self.initial_term_id,
            term_id,
            term_offset,
            self.term_length,
            self.mtu_length,
            self.multicast_ttl,
            flags,
        )
        self._send_control(frame)
        self.time_of_last_setup_ns = now_ns
        self.time_of_last_data_or_heartbeat_ns = now_ns
        limit = self.sender_limit.get()
        new_limit = self.flow_control.on_setup(limit, sender_position, self.bits, now_ns)
        if new_limit != limit:
            self.sender_limit.set_release(new_limit)
        if self.has_initial_connection:
            self.is_setup_elicited = False

    def _send_control(self, frame: bytes) -> None:
        if not self.is_response:
            self.endpoint.send_control(frame, None)
        elif self.endpoint_address is not None:
            self.endpoint.send_control(frame, self.endpoint_address)

    def _send_data(self, now_ns: int, sender_position: int) -> int:
        if self.is_response and self.endpoint_address is None:
            return 0  # nowhere to send yet
        limit = self.sender_limit.get()
        position = sender_position
        slices: list[tuple[int, int]] = []
        positions = self._staged_positions
        positions.clear()
        blocked = False
        while len(slices) < MAX_DATAGRAMS_PER_SEND:
            window = limit - position
            if window <= 0:
                blocked = position < self.producer_position() if not slices else False
                break
            partition = (position >> self.bits) % d.PARTITION_COUNT
            offset = position & self.term_length_mask
            available, padding = self.scanner.scan_for_availability(
                partition, offset, min(window, self.mtu_length)
            )
            if available <= 0:
                blocked = available < 0
                break
            slices.append((partition * self.term_length + offset, available))
            position += available + padding
            positions.append(position)
        if blocked:
            self.counters.sender_bpe.increment()
            self.system_counters[SystemCounterId.SENDER_FLOW_CONTROL_LIMITS].increment()
        if not slices:
            return 0
        sent = self.endpoint.send_slices(self.cbuffer, slices, self.endpoint_address)
        if sent < len(slices):
            self.system_counters[SystemCounterId.SHORT_SENDS].increment()
        if sent == 0:
            return 0
        new_position = positions[sent - 1]
        self.sender_position.set_release(new_position)
        self.time_of_last_data_or_heartbeat_ns = now_ns
        return new_position - sender_position

    def _heartbeat_message_check(self, now_ns: int, term_id: int, term_offset: int) -> int:
        if not self.has_initial_connection:
            return 0
        if self.time_of_last_data_or_heartbeat_ns + PUBLICATION_HEARTBEAT_TIMEOUT_NS - now_ns >= 0:
            return 0
        if self.is_revoked():
            flags = f.BEGIN_END_AND_EOS_FLAGS | f.REVOKED_FLAG
        elif self.signal_eos and self.is_end_of_stream:
            flags = f.BEGIN_END_AND_EOS_FLAGS
        else:
            flags = f.BEGIN_END_FLAGS
        self._send_control(f.heartbeat(self.session_id, self.stream_id, term_id, term_offset, flags))
        self.system_counters[SystemCounterId.HEARTBEATS_SENT].increment()
        self.time_of_last_data_or_heartbeat_ns = now_ns
        return f.DATA_HEADER_LENGTH

    def _check_receiver_liveness(self, now_ns: int) -> None:
        if not self.receivers:
            return
        expired = [
            rid for rid, seen in self.receivers.items() if seen + self.connection_timeout_ns - now_ns < 0
        ]
        for rid in expired:
            del self.receivers[rid]
        if not self.receivers and self.is_connected and not self._spies_connect():
            self._set_connected(False)

    def _spies_connect(self) -> bool:
        """Spies count as a connection only with spies-simulate-connection (``ssc``)."""
        return self.spies_simulate_connection and bool(self.spies)

    def has_subscribers(self) -> bool:
        """Aeron's hasSubscribers: simulated by spies, or live receivers flow control is content with."""
        return self._spies_connect() or (bool(self.receivers) and self.flow_control.has_required_receivers())

    def _set_connected(self, connected: bool) -> None:
        self.is_connected = connected
        if self.log.is_connected != connected:
            self.log.is_connected = connected

    def on_status_message(self, sm: StatusMessage, source: Address, now_ns: int) -> None:
        if sm.flags & f.SM_SEND_SETUP_FLAG:
            self.trigger_send_setup(sm, now_ns, source)
            return
        position = sm.position(self.initial_term_id, self.bits)
        sender_position = self.sender_position.get()
        half = self.term_length >> 1
        if not sender_position - half <= position <= sender_position + half:
            self.system_counters[SystemCounterId.STATUS_MESSAGES_REJECTED].increment()
            return
        if sm.flags & f.SM_END_OF_STREAM_FLAG:
            self.receivers.pop(sm.receiver_id, None)
            if not self.is_multicast_or_mdc:
                self.has_received_unicast_eos = True
        else:
            if not self.receivers and self.on_response_connected is not None:
                self.on_response_connected(self.response_correlation_id)
            self.receivers[sm.receiver_id] = now_ns
        self.has_initial_connection = True
        limit = self.sender_limit.get()
        new_limit = self.flow_control.on_status_message(sm, limit, self.initial_term_id, self.bits, now_ns)
        if new_limit != limit:
            self.sender_limit.set_release(new_limit)
        if self.flow_control.has_required_receivers() and self.receivers:
            if not self.is_connected:
                self._set_connected(True)
        elif self.is_connected and not self.receivers and not self._spies_connect():
            self._set_connected(False)

    def on_error(self, error: f.ErrorFrame, source: Address, destination_id: int, now_ns: int) -> None:
        """A receiver refused the stream (NetworkPublication.onError): flow control forgets it and, if it was
        a live receiver, the conductor tells the publication's clients (ON_PUBLICATION_ERROR)."""
        self.flow_control.on_error(error.receiver_id, error.group_tag, now_ns)
        if self.receivers.pop(error.receiver_id, None) is not None and self.on_publication_error is not None:
            self.on_publication_error(self.registration_id, destination_id, error, source)

    def trigger_send_setup(
        self, sm: StatusMessage | None, now_ns: int, source: Address | None = None
    ) -> None:
        if self.is_end_of_stream:
            return
        if sm is not None:
            self.flow_control.on_trigger_send_setup(sm, now_ns)
        if self.is_response and source is not None:
            self.endpoint_address = source
        self.time_of_last_setup_ns = now_ns - PUBLICATION_SETUP_TIMEOUT_NS - 1
        self.is_setup_elicited = True

    def on_nak(self, term_id: int, term_offset: int, length: int) -> None:
        self.counters.naks_received.increment()
        self.retransmit_handler.on_nak(
            term_id, term_offset, length, self.term_length, self.mtu_length, self.flow_control, self
        )

    def resend(self, term_id: int, term_offset: int, length: int) -> None:
        """RetransmitSender: serve a NAK from the log while that part of it is still there."""
        self.resender.resend(term_id, term_offset, length)

    def _emit_resend(self, partition: int, term_offset: int, length: int) -> bool:
        return (
            self.endpoint.send_slices(
                self.cbuffer, [(partition * self.term_length + term_offset, length)], self.endpoint_address)
            == 1
        )

    def _copy_retransmit_counters(self) -> None:
        resender = self.resender
        if resender.retransmits_sent:
            self.system_counters[SystemCounterId.RETRANSMITS_SENT].get_and_add(resender.retransmits_sent)
            self.system_counters[SystemCounterId.RETRANSMITTED_BYTES].get_and_add(
                resender.retransmitted_bytes
            )
            resender.retransmits_sent = 0
            resender.retransmitted_bytes = 0
        handler = self.retransmit_handler
        if handler.invalid_packets:
            self.system_counters[SystemCounterId.INVALID_PACKETS].get_and_add(handler.invalid_packets)
            handler.invalid_packets = 0
        if handler.retransmit_overflows:
            self.system_counters[SystemCounterId.RETRANSMIT_OVERFLOW].get_and_add(
                handler.retransmit_overflows
            )
            handler.retransmit_overflows = 0

    def on_rttm(self, datagram: memoryview, source: Address) -> None:
        session_id, stream_id, echo, _delta, receiver_id = f.RTTM.unpack_from(datagram, 0)[4:]
        if datagram[5] & f.RTTM_REPLY_FLAG:
            reply = f.rttm(session_id, stream_id, echo, 0, receiver_id, 0)
            to_source = self.endpoint.is_multi_destination or self.is_response
            self.endpoint.send_control(reply, source if to_source else None)

    # -- conductor thread ------------------------------------------------------------------------------

    def update_publisher_position_and_limit(self) -> int:
        if self.state is not State.ACTIVE:
            return 0
        self.publisher_pos.set_release(self.producer_position())
        sender_position = self.sender_position.get()
        if self.is_connected or self._spies_connect():
            min_consumer = sender_position
            for spy in self.spies:
                if spy.active:
                    min_consumer = min(min_consumer, spy.position.get())
            new_limit = min_consumer + self.term_window_length
            if new_limit >= self.trip_limit:
                self._clean_buffer_to(min_consumer - self.term_length)
                self.publisher_limit.set_release(new_limit)
                self.trip_limit = new_limit + self.trip_gain
                return 1
        elif self.publisher_limit.get() > sender_position:
            self.publisher_limit.set_release(sender_position)
            self.trip_limit = 0
            return 1
        return 0

    def _clean_buffer_to(self, position: int) -> None:
        """Zero the log a term behind the slowest consumer so terms can be reused; first 8 bytes last."""
        clean = self.clean_position
        if position <= clean:
            return
        term = self.terms[d.index_by_position(clean, self.bits)]
        offset = clean & self.term_length_mask
        length = min(position - clean, self.term_length - offset)
        if length > 8:
            address = int(ffi.cast("uintptr_t", term.ptr)) + offset + 8
            ctypes.memset(address, 0, length - 8)
        term.put_int64_ordered(offset, 0)
        self.clean_position = clean + length

    def add_subscriber(self, link: SubscriptionLink, position: Position, now_ns: int) -> None:
        """A spy joins; with ``ssc`` it alone connects the publication (NetworkPublication.addSubscriber)."""
        spy = Spy(link, position, now_ns)
        self.spies = [*self.spies, spy]  # a new list: the sender iterates the old one safely
        if self.spies_simulate_connection:
            self._set_connected(True)

    def remove_subscriber(self, link: SubscriptionLink, position: Position) -> None:
        """A spy subscription went away (SubscriptionLink.close calls this)."""
        self.spies = [s for s in self.spies if s.position is not position]
        position.close()
        if self.spies_simulate_connection:
            self._set_connected(self.has_subscribers())

    def is_accepting_subscriptions(self) -> bool:
        return self.state in (State.ACTIVE, State.DRAINING)

    def join_position(self) -> int:
        return self.sender_position.get()

    def on_time_event(self, now_ns: int, now_ms: int, conductor: DriverConductor) -> None:
        if self.state is State.ACTIVE:
            if self.is_revoked():
                producer = self.producer_position()
                self.publisher_limit.set_release(producer)
                self.log.end_of_stream_position = producer
                self._set_connected(False)
                conductor.network.unlink_spies(self)
                self.time_of_last_activity_ns = now_ns
                self.state = State.LINGER
                self.system_counters[SystemCounterId.PUBLICATIONS_REVOKED].increment()
                return
            producer = self.producer_position()
            self.publisher_pos.set_release(producer)
            if not self.exclusive:
                self._check_for_blocked_publisher(producer, now_ns)
            self._check_untethered_spies(now_ns, conductor)
        elif self.state is State.DRAINING:
            producer = self.producer_position()
            self.publisher_pos.set_release(producer)
            sender_position = self.sender_position.get()
            if producer > sender_position:
                if log_buffer_unblocker.unblock(self.log, self.terms, sender_position):
                    self.system_counters[SystemCounterId.UNBLOCKED_PUBLICATIONS].increment()
                    return
                if self.is_connected:
                    self.time_of_last_activity_ns = now_ns
                    return
            else:
                self.is_end_of_stream = True
            if all(spy.position.get() >= producer for spy in self.spies if spy.active):
                conductor.network.unlink_spies(self)
                self.time_of_last_activity_ns = now_ns
                self.state = State.LINGER
        elif self.state is State.LINGER:
            if (
                self.has_received_unicast_eos
                or self.time_of_last_activity_ns + self.linger_timeout_ns - now_ns < 0
            ):
                conductor.network.cleanup_network_publication(self)
                self.state = State.CLOSING
        elif self.state is State.CLOSING and self.sender_released:
            self.reached_end_of_life = True
            self.state = State.DONE

    def _check_untethered_spies(self, now_ns: int, conductor: DriverConductor) -> None:
        """Untethered spies (``tether=false``) as NetworkPublication.checkUntetheredSubscriptions at 1.51.0:
        behind the window limit (sender position minus the term window plus a quarter) for the window-limit
        timeout -> unavailable (LINGER); after the linger no longer in the publisher limit; then RESTING and,
        with ``rejoin``, a new image at the sender position after the resting timeout, else dropped."""
        if all(spy.link.tether for spy in self.spies):
            return
        params = self.params
        window = self.term_window_length
        window_limit = (self.sender_position.get() - window) + (window >> 2)

        def unavailable(spy: Spy) -> None:
            conductor.notify_unavailable_image_link(self.registration_id, spy.link)

        def drop(spy: Spy) -> None:
            self.spies = [s for s in self.spies if s is not spy]
            spy.link.unlink(self)
            spy.position.close()

        def rejoin(spy: Spy) -> None:
            conductor.streams.rejoin_subscriber(self, spy.link, spy.position, SPY_SOURCE_IDENTITY)

        check_untethered(
            self.spies,
            window_limit,
            now_ns,
            window_limit_timeout_ns=params.untethered_window_limit_timeout_ns,
            linger_timeout_ns=params.untethered_linger_timeout_ns,
            resting_timeout_ns=params.untethered_resting_timeout_ns,
            on_unavailable=unavailable,
            on_drop=drop,
            on_rejoin=rejoin,
        )

    def _check_for_blocked_publisher(self, producer_position: int, now_ns: int) -> None:
        sender_position = self.sender_position.get()
        if (
            sender_position == self.last_sender_position
            and producer_position > sender_position
            and self.is_connected
        ):
            deadline = self.time_of_last_sender_position_change_ns + self.unblock_timeout_ns
            if deadline - now_ns < 0 and log_buffer_unblocker.unblock(self.log, self.terms, sender_position):
                self.system_counters[SystemCounterId.UNBLOCKED_PUBLICATIONS].increment()
        else:
            self.time_of_last_sender_position_change_ns = now_ns
            self.last_sender_position = sender_position

    def inc_ref(self) -> None:
        self.ref_count += 1

    def dec_ref(self) -> None:
        self.ref_count -= 1
        if self.ref_count == 0:
            producer = self.producer_position()
            self.publisher_limit.set_release(producer)
            self.log.end_of_stream_position = producer
            if not self.is_revoked() and self.state is State.ACTIVE:
                self.state = State.DRAINING

    def has_reached_end_of_life(self) -> bool:
        return self.reached_end_of_life

    def close(self) -> None:
        for position in self.counters.all():
            position.close()
        for spy in self.spies:
            spy.position.close()
        self.spies = []

    def free(self) -> bool:
        self.cbuffer = None
        self.scanner = None  # type: ignore[assignment]  # freed: nothing reads it after free()
        self.resender = None  # type: ignore[assignment]  # freed: nothing reads it after free()
        for buffer in (*self.terms, self.metadata):
            buffer.close()
        path = Path(self.log.path)
        self.log.close()
        path.unlink(missing_ok=True)
        return True
