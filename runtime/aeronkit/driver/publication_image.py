"""A publication image: the receiver's rebuilt copy of one remote publication (one session on one stream).

aeron-driver/src/main/java/io/aeron/driver/PublicationImage.java at 1.51.0. Created by the conductor from a
SETUP frame (join position = SETUP's active term id and term offset) with a log under ``images/``, the
counters ``rcv-hwm`` (3), ``rcv-pos`` (5), ``rcv-naks-sent`` (20) and one ``sub-pos`` per subscription.

Receiver thread: each DATA datagram goes into its term (TermRebuilder, in C) unless it is behind the
last status message (under-run) or more than half a term beyond it (over-run), moves the high-water mark,
and notes heartbeats and end of stream. All of that runs in C for a whole recvmmsg batch
(aeronkit_udp_receive_data / aeronkit_udp_dispatch_data, with or without a loss interceptor), over the
image's ``receive_state``: an ``aeronkit_udp_image_t`` that is the home of that state (high-water mark,
end of stream, time of the last packet, the last status message's position), read here through
properties, so nothing is copied between Python and C per batch; ``publish_receive_counts`` then moves
the batch's counts into the counters. ``track_rebuild`` scans
for the first gap between the rebuild position and the high-water mark (LossDetector, gap scan in C),
NAKs it after the delay (unicast 1 us, multicast randomised) or pads it on an unreliable stream, writes
loss-report.dat entries, and sends status messages when consumers moved a quarter window or every
status-message timeout. (Aeron runs ``trackRebuild`` on the conductor; here it runs on the receiver,
which owns the image's protocol state, so no field is shared between threads except counters and the
liveness timestamp.)

Connections (ImageConnection, PublicationImage.trackConnection at 1.51.0): an image remembers, per transport
of its endpoint, the address it hears its publisher from and when it last did. A normal subscription has one
transport; a multi-destination subscription (``control-mode=manual``) has one per destination, and the same
session arriving on several of them (a replay and the live stream, a catch-up and the live log) feeds the one
image. Status messages, NAKs and error frames go to every connection heard from in the last 5 s, each through
its own transport; the log's active transport count (what ReplayMerge waits on) is the number heard from
within the image liveness timeout, refreshed with each status message. With several transports an
end-of-stream heartbeat ends only its connection: the image ends once every connection has.

Rejection (PublicationImage.reject at 1.51.0): a client's Image.reject, or the Receiver finding the
image's log corrupt, stops the image taking data and replaces its status messages with error frames
(IMAGE_REJECTED and the reason) to the source; silent, it then times out like any image.

Conductor thread: the lifecycle ACTIVE -> DRAINING (the receiver dropped it: no packets for
``aeron.image.liveness.timeout``, or end of stream consumed) -> LINGER (subscribers got
ON_UNAVAILABLE_IMAGE) -> DONE.

Untethered subscribers (``tether=false``; PublicationImage.checkUntetheredSubscriptions at 1.51.0), also on
the conductor timer: one whose position stays at or behind the window limit (fastest active subscriber minus
the receiver window plus a quarter window) for ``aeron.untethered.window.limit.timeout`` gets
ON_UNAVAILABLE_IMAGE (LINGER); after the linger timeout it stops counting for status messages (so it no
longer holds the sender back) and either rests (``rejoin=true``) or is dropped; after the resting timeout it
gets ON_AVAILABLE_IMAGE again at the current join position. Tethered subscribers always hold the stream back.
"""

from __future__ import annotations

import ctypes
import enum
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from aeronkit._native import ffi
from aeronkit.codecs.driver_commands import ErrorCode
from aeronkit.concurrent.atomic_buffer import AtomicBuffer
from aeronkit.constants import NULL_POSITION
from aeronkit.driver import udp_frames as f
from aeronkit.driver.configuration import untethered_linger_ns
from aeronkit.driver.congestion_control import StaticWindowCongestionControl
from aeronkit.driver.loss_detector import FeedbackDelayGenerator, LossDetector
from aeronkit.driver.loss_report_writer import ImageLossReporter
from aeronkit.driver.stream_counters import Position
from aeronkit.driver.system_counters import SystemCounterId, SystemCounters
from aeronkit.driver.untethered import UntetheredState, check_untethered
from aeronkit.logbuffer import descriptor as d
from aeronkit.logbuffer.log_buffers import LogBuffers
from aeronkit.logbuffer.term_rebuilder import TermRebuilder
from aeronkit.logbuffer.term_scanner import TermScanner

if TYPE_CHECKING:
    from aeronkit.clock import NanoClock
    from aeronkit.driver.driver_conductor import DriverConductor
    from aeronkit.driver.media.batch_io import Address
    from aeronkit.driver.receive_channel_endpoint import ReceiveChannelEndpoint
    from aeronkit.driver.subscription_link import SubscriptionLink


@dataclass
class ImageConnection:
    """Where one transport of the image hears its publisher from (media/ImageConnection.java)."""

    control_address: Address
    time_of_last_activity_ns: int
    time_of_last_frame_ns: int
    is_eos: bool = False
    eos_position: int = 0


class State(enum.Enum):
    ACTIVE = 1
    DRAINING = 2
    LINGER = 3
    DONE = 4


@dataclass
class ImageSubscriber:
    link: SubscriptionLink
    position: Position
    time_of_last_update_ns: int = 0
    untethered_state: UntetheredState = UntetheredState.ACTIVE
    active: bool = True  # counted for status messages (untethered LINGER-expired / RESTING ones are not)


class PublicationImage:
    """See the module docstring for which thread calls what."""

    def __init__(
        self,
        *,
        correlation_id: int,
        endpoint: ReceiveChannelEndpoint,
        transport_index: int,
        control_address: Address,
        source_identity: str,
        session_id: int,
        stream_id: int,
        join_position: int,
        log: LogBuffers,
        hwm: Position,
        rebuild: Position,
        naks_sent: Position,
        system_counters: SystemCounters,
        congestion_control: StaticWindowCongestionControl,
        delay_generator: FeedbackDelayGenerator,
        loss_reporter: ImageLossReporter,
        clock: NanoClock,
        status_message_timeout_ns: int,
        image_liveness_timeout_ns: int,
        is_reliable: bool,
        group_tag: int | None,
        setup_flags: int = 0,
    ) -> None:
        self.correlation_id = correlation_id
        self.registration_id = correlation_id
        self.endpoint = endpoint
        self.channel = endpoint.udp_channel.original
        self.source_identity = source_identity
        self.session_id = session_id
        self.stream_id = stream_id
        self.join_position_at_start = join_position
        self.log = log
        self.log_file_name = str(Path(log.path).absolute())
        self.hwm = hwm
        self.rebuild = rebuild
        self.naks_sent = naks_sent
        self.system_counters = system_counters
        self.congestion_control = congestion_control
        self.loss_reporter = loss_reporter
        self.clock = clock
        self.sm_timeout_ns = status_message_timeout_ns
        self.image_liveness_timeout_ns = image_liveness_timeout_ns
        self.is_reliable = is_reliable
        self.group_tag = group_tag
        # the publisher asked for a response channel: once the conductor made the response publication, its
        # session id is sent back in RSP_SETUP at each status-message timeout until it connects (conductor
        # writes, receiver reads; one reference store)
        self.has_send_response_setup = bool(setup_flags & f.SETUP_SEND_RESPONSE_SETUP_FLAG)
        self.response_session_id: int | None = None
        self.term_length = log.term_length
        self.term_length_mask = log.term_length - 1
        self.bits = log.position_bits_to_shift
        self.initial_term_id = log.initial_term_id
        self.rebuilder = TermRebuilder(log)
        self.scanner = TermScanner(log)
        self.terms = [AtomicBuffer(log.term_buffer(i)) for i in range(d.PARTITION_COUNT)]
        self.loss_detector = LossDetector(delay_generator, self._on_loss)
        window_length = congestion_control.initial_window_length()
        self.sm_threshold = window_length >> 2
        hwm.set_release(join_position)
        rebuild.set_release(join_position)
        # the receiver is the only writer of rcv-pos: it keeps its value in a plain int
        self.rebuild_position = join_position
        self.subscribers: tuple[ImageSubscriber, ...] = ()
        # receiver-thread state; what the native receive path reads and writes lives in receive_state
        now_ns = clock.nano_time()
        state = ffi.new("aeronkit_udp_image_t *")
        state.log = log.native
        state.session_id = session_id
        state.stream_id = stream_id
        state.last_sm_position = join_position
        state.last_overrun_threshold = join_position + (self.term_length >> 1)
        state.window_length = window_length
        state.hwm_position = join_position
        state.end_of_stream_position = NULL_POSITION
        state.time_of_last_packet_ns = now_ns
        state.track_slot = state.eos_slot = -1
        state.eos_deferred = int(endpoint.is_multi_destination)
        self.receive_state: Any = state
        self.connections: list[ImageConnection | None] = [None] * (transport_index + 1)
        self.connections[transport_index] = ImageConnection(control_address, now_ns, now_ns)
        self.active_transport_count = -1
        self.published_hwm_position = join_position
        self.time_of_last_sm_ns = now_ns - status_message_timeout_ns - 1  # first SM at once
        self.next_sm_position = join_position
        self.is_sm_pending = True
        self.clean_position = join_position
        self.rejection_reason: str | None = None
        self.receiver_released = False
        # conductor-thread state
        self.state = State.ACTIVE
        self.time_of_last_state_change_ns = now_ns
        self.reached_end_of_life = False

    # -- subscribers (conductor) -----------------------------------------------------------------------

    def add_subscriber(self, link: SubscriptionLink, position: Position, now_ns: int) -> None:
        subscriber = ImageSubscriber(link, position, now_ns)
        self.subscribers = (*self.subscribers, subscriber)

    def remove_subscriber(self, link: SubscriptionLink, position: Position) -> None:
        self.subscribers = tuple(s for s in self.subscribers if s.position is not position)
        position.close()

    def join_position(self) -> int:
        """Where a new subscriber starts: the rebuild position, or the slowest existing subscriber if that
        is behind it (PublicationImage.joinPosition), so a subscription added later sees what the others
        have not consumed yet -- as a cluster's services, joining the log after the consensus module."""
        position = self.rebuild.get()
        for subscriber in self.subscribers:
            if subscriber.active:  # an untethered subscriber resting or lingering holds nothing back
                position = min(position, subscriber.position.get())
        return position

    def is_accepting_subscriptions(self) -> bool:
        return self.state is State.ACTIVE and not self.receiver_released

    # -- receiver thread -------------------------------------------------------------------------------

    @property
    def hwm_position(self) -> int:
        return int(self.receive_state.hwm_position)

    @property
    def window_length(self) -> int:
        return int(self.receive_state.window_length)

    @property
    def time_of_last_packet_ns(self) -> int:
        return int(self.receive_state.time_of_last_packet_ns)

    @property
    def end_of_stream_position(self) -> int | None:
        eos = int(self.receive_state.end_of_stream_position)
        return None if eos == NULL_POSITION else eos

    def publish_receive_counts(self) -> None:
        """After a batch that reached this image: its counts into the system counters, the high-water mark
        into rcv-hwm and a newly seen end of stream into the log, then zero the counts. (Aeron does each of
        these per datagram in insertPacket; here they are published once per batch.)"""
        state = self.receive_state
        counters = self.system_counters
        if state.heartbeats:
            counters[SystemCounterId.HEARTBEATS_RECEIVED].get_and_add(state.heartbeats)
        if state.over_runs:
            counters[SystemCounterId.FLOW_CONTROL_OVER_RUNS].get_and_add(state.over_runs)
        if state.under_runs:
            counters[SystemCounterId.FLOW_CONTROL_UNDER_RUNS].get_and_add(state.under_runs)
        if state.invalid:
            counters[SystemCounterId.INVALID_PACKETS].get_and_add(state.invalid)
        if state.revoked:
            counters[SystemCounterId.PUBLICATION_IMAGES_REVOKED].get_and_add(state.revoked)
        eos = state.end_of_stream_position
        if eos != NULL_POSITION and self.log.end_of_stream_position != eos:
            self.log.end_of_stream_position = eos
        hwm = state.hwm_position
        if hwm > self.published_hwm_position:
            self.published_hwm_position = hwm
            self.hwm.set_release(hwm)
        state.datagrams = state.inserted = state.heartbeats = state.over_runs = 0
        state.under_runs = state.invalid = state.revoked = 0

    def _min_max_subscriber_positions(self) -> tuple[int, int]:
        positions = [s.position.get() for s in self.subscribers if s.active]
        if not positions:
            position = self.rebuild_position
            return position, position
        return min(positions), max(positions)

    def reject(self, reason: str) -> None:
        """PublicationImage.reject: take no more datagrams (the native insert drops them) and, instead of
        status messages, tell the source why at each status-message timeout (an ERR frame, IMAGE_REJECTED).
        With nothing accepted the image falls silent and goes through its liveness timeout and cool-down;
        a rejoining subscription then gets a new image when the source sends its next SETUP."""
        if self.rejection_reason is None:
            self.rejection_reason = reason
            self.receive_state.rejected = 1

    def track_rebuild(self, now_ns: int) -> int:
        """Gap scan, NAK or gap fill, loss report, SM scheduling; returns work done."""
        if self.rejection_reason is not None:
            return self._send_pending_error_frame(now_ns, self.rejection_reason)
        min_sub, max_sub = self._min_max_subscriber_positions()
        rebuild_position = max(self.rebuild_position, max_sub)
        hwm = self.hwm_position
        rebuild_offset, loss_found = self.loss_detector.scan(
            self.scanner,
            rebuild_position,
            hwm,
            now_ns,
            self.term_length_mask,
            self.bits,
            self.initial_term_id,
        )
        new_rebuild = (rebuild_position - (rebuild_position & self.term_length_mask)) + rebuild_offset
        if new_rebuild > self.rebuild_position:
            self.rebuild_position = new_rebuild
            self.rebuild.set_release(new_rebuild)
        if loss_found:
            gap = self.loss_detector.active_gap
            if gap is not None:
                self.loss_reporter.on_gap_detected(*gap)
        work = 0
        if min_sub > self.next_sm_position + self.sm_threshold:
            self._clean_buffer_to(min_sub - self.term_length)
            self.next_sm_position = min_sub
            self.is_sm_pending = True
        sm_timed_out = self.time_of_last_sm_ns + self.sm_timeout_ns - now_ns < 0
        response_session_id = self.response_session_id
        if sm_timed_out and response_session_id is not None:
            frame = f.response_setup(self.session_id, self.stream_id, response_session_id)
            self.endpoint.send_to_connections(frame, self.connections, now_ns)
        if self.is_sm_pending or sm_timed_out:
            work += self._send_status_message(now_ns, min_sub)
        return work

    def _send_status_message(self, now_ns: int, min_sub: int) -> int:
        has_active = any(s.active for s in self.subscribers)
        position = max(self.next_sm_position, min_sub) if has_active else self.rebuild_position
        term_id = d.compute_term_id_from_position(position, self.bits, self.initial_term_id)
        term_offset = position & self.term_length_mask
        eos = self.end_of_stream_position
        flags = f.SM_END_OF_STREAM_FLAG if eos is not None and position >= eos else 0
        frame = f.status_message(
            self.session_id,
            self.stream_id,
            term_id,
            term_offset,
            self.window_length,
            self.endpoint.receiver_id,
            flags,
            self.group_tag,
        )
        if self.endpoint.send_to_connections(frame, self.connections, now_ns) > 0:
            self.system_counters[SystemCounterId.STATUS_MESSAGES_SENT].increment()
        state = self.receive_state
        state.last_sm_position = position
        state.last_overrun_threshold = position + (self.term_length >> 1)
        self.time_of_last_sm_ns = now_ns
        self.is_sm_pending = False
        self._update_active_transport_count(now_ns)
        return 1

    def _send_pending_error_frame(self, now_ns: int, reason: str) -> int:
        if self.time_of_last_sm_ns + self.sm_timeout_ns - now_ns >= 0:
            return 0
        frame = f.error_frame(
            self.session_id,
            self.stream_id,
            self.endpoint.receiver_id,
            self.group_tag,
            ErrorCode.IMAGE_REJECTED,
            reason,
        )
        self.endpoint.send_to_connections(frame, self.connections, now_ns)
        self.system_counters[SystemCounterId.ERROR_FRAMES_SENT].increment()
        self.time_of_last_sm_ns = now_ns
        return 1

    def send_end_of_stream_status_message(self, now_ns: int) -> None:
        """Last word of a drained image: an SM at the end-of-stream position, with the EOS flag."""
        min_sub, _ = self._min_max_subscriber_positions()
        self._send_status_message(now_ns, min_sub)

    def _on_loss(self, term_id: int, term_offset: int, length: int) -> None:
        if self.is_reliable:
            frame = f.nak(self.session_id, self.stream_id, term_id, term_offset, length)
            self.endpoint.send_to_connections(frame, self.connections, self.endpoint.now_ns)
            self.naks_sent.increment()
            self.system_counters[SystemCounterId.NAK_MESSAGES_SENT].increment()
        else:
            partition = d.index_by_term(self.initial_term_id, term_id)
            if self.rebuilder.try_fill_gap(partition, term_id, term_offset, length):
                self.system_counters[SystemCounterId.LOSS_GAP_FILLS].increment()

    # -- connections (receiver thread) -------------------------------------------------------------------

    def connection(self, transport_index: int) -> ImageConnection | None:
        return self.connections[transport_index] if transport_index < len(self.connections) else None

    def track_connection(self, transport_index: int, source: Address, now_ns: int) -> ImageConnection:
        """Heard from on ``transport_index``: a new connection keeps ``source`` as its control address."""
        connections = self.connections
        if transport_index >= len(connections):
            connections.extend([None] * (transport_index + 1 - len(connections)))
        connection = connections[transport_index]
        if connection is None:
            connection = connections[transport_index] = ImageConnection(source, now_ns, now_ns)
        connection.time_of_last_activity_ns = connection.time_of_last_frame_ns = now_ns
        return connection

    def on_connection_end_of_stream(self, transport_index: int, source: Address, position: int,
                                    revoked: bool, now_ns: int) -> None:
        """An end-of-stream heartbeat on one transport of a multi-transport image; the image's stream ends
        (at the furthest such position) once every connection, and every destination, has ended."""
        connection = self.track_connection(transport_index, source, now_ns)
        connection.is_eos, connection.eos_position = True, position
        state = self.receive_state
        if state.end_of_stream_position != NULL_POSITION:
            return
        for index, other in enumerate(self.connections):
            if other is None and self.endpoint.has_destination(index):
                return  # a destination the publisher has not been heard on yet
            if other is not None and not other.is_eos:
                return
        state.end_of_stream_position = max(c.eos_position for c in self.connections if c is not None)
        if revoked:
            state.revoked += 1

    def add_destination(self, transport_index: int, control_address: Address | None, now_ns: int) -> None:
        """A destination joined the endpoint: one with a known control address (multicast, or explicit
        ``control``) is a connection at once (PublicationImage.addDestination)."""
        if transport_index >= len(self.connections):
            self.connections.extend([None] * (transport_index + 1 - len(self.connections)))
        if control_address is not None:
            self.connections[transport_index] = ImageConnection(control_address, now_ns, now_ns)

    def remove_destination(self, transport_index: int, now_ns: int) -> None:
        if transport_index < len(self.connections):
            self.connections[transport_index] = None
        self._update_active_transport_count(now_ns)

    def _update_active_transport_count(self, now_ns: int) -> None:
        """Connections heard from within the image liveness timeout, into the log's active transport count.
        A single-transport image's connection is as fresh as its last packet."""
        liveness = self.image_liveness_timeout_ns
        if self.endpoint.is_multi_destination:
            count = sum(1 for c in self.connections
                        if c is not None and c.time_of_last_frame_ns + liveness - now_ns > 0)
        else:
            count = 1 if self.time_of_last_packet_ns + liveness - now_ns > 0 else 0
        if count != self.active_transport_count:
            self.active_transport_count = count
            self.log.active_transport_count = count

    def _clean_buffer_to(self, position: int) -> None:
        """Zero a term behind the slowest subscriber so the partition can be rebuilt into again."""
        clean = self.clean_position
        if position <= clean:
            return
        term = self.terms[d.index_by_position(clean, self.bits)]
        offset = clean & self.term_length_mask
        length = min(position - clean, self.term_length - offset)
        address = int(ffi.cast("uintptr_t", term.ptr)) + offset
        ctypes.memset(address, 0, length)
        self.clean_position = clean + length

    def is_alive(self, now_ns: int) -> bool:
        if self.time_of_last_packet_ns + self.image_liveness_timeout_ns - now_ns < 0:
            return False
        eos = self.end_of_stream_position
        if eos is not None and self.rebuild_position >= eos:
            min_sub, _ = self._min_max_subscriber_positions()
            if min_sub >= eos:
                return False
        return True

    @property
    def is_end_of_stream(self) -> bool:
        return self.end_of_stream_position is not None

    # -- conductor thread ------------------------------------------------------------------------------

    def on_time_event(self, now_ns: int, now_ms: int, conductor: DriverConductor) -> None:
        if self.state is State.ACTIVE and not self.receiver_released:
            self._check_untethered(now_ns, conductor)
        if self.state is State.ACTIVE and self.receiver_released:
            self.state = State.DRAINING
            self.time_of_last_state_change_ns = now_ns
        if self.state is State.DRAINING:
            rebuild = self.rebuild.get()
            drained = all(s.position.get() >= rebuild for s in self.subscribers if s.active)
            if drained or self.time_of_last_state_change_ns + self.image_liveness_timeout_ns - now_ns < 0:
                conductor.network.on_image_linger(self)
                self.state = State.LINGER
                self.time_of_last_state_change_ns = now_ns
        elif self.state is State.LINGER and (
            not self.subscribers
            or self.time_of_last_state_change_ns + self.image_liveness_timeout_ns - now_ns < 0
        ):
            conductor.network.cleanup_image(self)
            self.reached_end_of_life = True
            self.state = State.DONE

    def _check_untethered(self, now_ns: int, conductor: DriverConductor) -> None:
        """Aeron's untethered subscription states for this image (see the module docstring)."""
        if all(s.link.tether for s in self.subscribers):
            return
        ctx = conductor.ctx
        window_limit_timeout_ns = ctx.untethered_window_limit_timeout_ns
        linger_ns = untethered_linger_ns(ctx.untethered_linger_timeout_ns, window_limit_timeout_ns)
        _, max_sub = self._min_max_subscriber_positions()
        window = self.window_length
        window_limit = (max_sub - window) + (window >> 2)

        def unavailable(s: ImageSubscriber) -> None:
            conductor.notify_unavailable_image_link(self.correlation_id, s.link)

        def drop(s: ImageSubscriber) -> None:
            self.subscribers = tuple(o for o in self.subscribers if o is not s)
            s.link.unlink(self)
            s.position.close()

        def rejoin(s: ImageSubscriber) -> None:
            conductor.streams.rejoin_subscriber(self, s.link, s.position, self.source_identity)

        check_untethered(
            self.subscribers,
            window_limit,
            now_ns,
            window_limit_timeout_ns=window_limit_timeout_ns,
            linger_timeout_ns=linger_ns,
            resting_timeout_ns=ctx.untethered_resting_timeout_ns,
            on_unavailable=unavailable,
            on_drop=drop,
            on_rejoin=rejoin,
        )

    def has_reached_end_of_life(self) -> bool:
        return self.reached_end_of_life

    def close(self) -> None:
        for position in (self.hwm, self.rebuild, self.naks_sent):
            position.close()
        for s in self.subscribers:
            s.link.unlink(self)
            s.position.close()
        self.subscribers = ()

    def free(self) -> bool:
        if not self.receiver_released:
            return False
        self.receive_state.log = ffi.NULL
        self.rebuilder = None  # type: ignore[assignment]  # freed: nothing reads it after free()
        self.scanner = None  # type: ignore[assignment]  # freed: nothing reads it after free()
        for buffer in self.terms:
            buffer.close()
        path = Path(self.log.path)
        self.log.close()
        path.unlink(missing_ok=True)
        return True
