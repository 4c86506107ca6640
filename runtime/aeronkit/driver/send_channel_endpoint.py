"""The sending end of one UDP channel: its socket, the publications on it, and their control traffic.

aeron-driver/src/main/java/io/aeron/driver/media/SendChannelEndpoint.java and MultiSndDestination.java at
1.51.0. Publications sharing a channel (same canonical form) share the endpoint. Control frames that come
back (SM, NAK, RTTM, ERR, RSP_SETUP) are dispatched to the publication with the frame's session and stream
id; frames too short for their type are counted as invalid packets. An error frame (a receiver refusing the
stream, e.g. its client rejected the image) drops that receiver and is passed to the publication's clients
(NetworkPublication.onError -> DriverConductorProxy.on_publication_error -> ON_PUBLICATION_ERROR). An
RSP_SETUP for a publication that asked for a response channel goes to the conductor
(DriverConductorProxy.response_setup), which gives the waiting response subscription its session. For
multi-destination cast the endpoint keeps the destinations: ``control-mode=manual`` ones are added and
removed by the client, ``control-mode=dynamic`` ones are learnt from the source address of status messages
and dropped after 5 s of silence (the destination sets and their round robin are
aeronkit.driver.media.destinations).
Data leaves through ``send_slices`` — one sendmmsg for a whole batch of datagrams taken straight out of the
publication's log; an optional ``send.data`` loss interceptor (aeronkit.driver.ext.loss_generators)
filters that batch, dropping, duplicating or reordering datagrams on the way out, like Aeron's
DebugSendChannelEndpoint, without copying the ones it lets through.
"""

from __future__ import annotations

import errno
from typing import TYPE_CHECKING, Any

from aeronkit._native import ffi
from aeronkit.client.channel_status import CLOSING
from aeronkit.constants import NULL_VALUE
from aeronkit.driver import udp_frames as f
from aeronkit.driver.flow_control import StatusMessage
from aeronkit.driver.media.batch_io import Address, SendBatch
from aeronkit.driver.media.destinations import DynamicDestinations, ManualDestinations, MultiDestination
from aeronkit.driver.media.poller import FrameInterceptor, control_poller
from aeronkit.driver.media.transport import SendChannelTransport
from aeronkit.driver.media.udp_channel import ControlMode, UdpChannel
from aeronkit.driver.system_counters import SystemCounterId, SystemCounters

if TYPE_CHECKING:
    from aeronkit.driver.driver_conductor_proxy import DriverConductorProxy
    from aeronkit.driver.ext.loss_generators import DebugFrameInterceptor
    from aeronkit.driver.network_publication import NetworkPublication
    from aeronkit.driver.stream_counters import Position

ANY_ADDRESS: Address = ("0.0.0.0", 0)  # the interceptor's destination for a datagram with none known


class SendChannelEndpoint:
    """Owned by the Sender once registered; the conductor only counts references to it."""

    def __init__(
        self,
        udp_channel: UdpChannel,
        transport: SendChannelTransport,
        system_counters: SystemCounters,
        conductor_proxy: DriverConductorProxy,
        status: Position | None = None,
        send_interceptor: DebugFrameInterceptor | None = None,
        receive_interceptor: FrameInterceptor | None = None,
    ) -> None:
        self.udp_channel = udp_channel
        self.conductor_proxy = conductor_proxy
        self.transport = transport
        self.system_counters = system_counters
        self.status = status
        self.local_address: Position | None = None  # the bound socket's counter (the conductor's)
        self.send_interceptor = send_interceptor
        self.is_multi_destination = udp_channel.control_mode.is_multi_destination
        self.is_dynamic = udp_channel.control_mode is ControlMode.DYNAMIC
        self.multi: MultiDestination | None = None
        if self.is_dynamic:
            self.multi = DynamicDestinations()
        elif self.is_multi_destination:
            self.multi = ManualDestinations()
        self.publications: dict[tuple[int, int], NetworkPublication] = {}
        self.ref_count = 0
        self.bytes_received = 0
        self.poller = control_poller(self, receive_interceptor)
        self.poller.register(transport)
        self.batch = SendBatch(256)
        self.now_ns = 0

    # -- sending ---------------------------------------------------------------------------------------

    def _targets(self) -> list[Address | None]:
        if self.multi is not None:
            return [dest.address for dest in self.multi.destinations]
        return [None]

    def send_slices(self, buffer: Any, slices: list[tuple[int, int]], address: Address | None = None) -> int:
        """Send datagrams (offset, length) of ``buffer`` to ``address`` (a response publication's subscriber)
        or the endpoint's targets; returns how many went out to every target."""
        targets: list[Address | None] = [address] if address is not None else self._targets()
        if not targets:
            return len(slices)  # MDC with no destinations: nothing to send to, as Aeron drops it
        if self.send_interceptor is not None:
            return self._send_intercepted(buffer, slices, targets, self.send_interceptor)
        batch = self.batch
        batch.clear()
        per_slice = len(targets)
        staged = 0
        multi = self.multi if address is None else None
        for offset, length in slices:
            if batch.count + per_slice > batch.capacity:
                break
            if multi is None:
                batch.add(offset, length, address)
            else:
                per_slice = multi.stage(batch, offset, length, self.now_ns) or per_slice
            staged += 1
        if batch.count == 0:
            return len(slices)
        try:
            sent = self.transport.send(batch, buffer)
        except OSError as ex:
            batch.clear()
            if ex.errno in (errno.ECONNREFUSED, errno.EHOSTUNREACH, errno.ENETUNREACH):
                return staged  # nobody listening yet: the datagrams are lost, as on a real network
            raise
        batch.clear()
        self.system_counters[SystemCounterId.BYTES_SENT].get_and_add(
            sum(length for _, length in slices[: sent // per_slice]) * per_slice
        )
        return sent // per_slice

    def _send_intercepted(
        self,
        buffer: Any,
        slices: list[tuple[int, int]],
        targets: list[Address | None],
        interceptor: DebugFrameInterceptor,
    ) -> int:
        """The ``send.data`` interceptor as a filter over the datagrams about to go out. What it passes
        unchanged is staged straight from the log into the sendmmsg batch, as on the fast path; only what it
        held back or duplicated (its own copies) goes out on its own, after what was staged before it, so
        the order it chose holds. Dropped datagrams count as sent, as on a lossy network. The interceptor
        is told each datagram's destination, a connected endpoint's being the address it is connected to
        (as DebugSendChannelEndpoint gives its loss generator the connect address)."""
        view = memoryview(ffi.buffer(buffer))
        batch = self.batch
        batch.clear()
        connected = self.transport.connect_address or ANY_ADDRESS  # a unicast endpoint's one destination
        for offset, length in slices:
            datagram = view[offset:offset + length]
            for target in targets:
                for passed, address in interceptor.process(datagram, target or connected):
                    if passed is not datagram or batch.count == batch.capacity:
                        self._flush_staged(buffer)
                    if passed is datagram:
                        batch.add(offset, length, target)
                    else:
                        self._send_one(passed, address if target is not None else None)
        self._flush_staged(buffer)
        return len(slices)

    def _flush_staged(self, buffer: Any) -> None:
        batch = self.batch
        if batch.count == 0:
            return
        staged_bytes = sum(batch.lengths[0:batch.count])
        try:
            self.transport.send(batch, buffer)
        except OSError as ex:
            if ex.errno not in (errno.ECONNREFUSED, errno.EHOSTUNREACH, errno.ENETUNREACH):
                raise
            batch.clear()
        unsent_bytes = sum(batch.lengths[0:batch.count])  # the socket was full: lost, as on a real network
        batch.clear()
        self.system_counters[SystemCounterId.BYTES_SENT].get_and_add(staged_bytes - unsent_bytes)

    def _send_one(self, datagram: bytes | memoryview, address: Address | None) -> int:
        sent = self.transport.send_to(datagram, address)
        if sent > 0:
            self.system_counters[SystemCounterId.BYTES_SENT].get_and_add(sent)
        return sent

    def send_control(self, frame: bytes, address: Address | None) -> None:
        """A SETUP, heartbeat or RTTM reply: to the endpoint, the group, or every MDC destination."""
        if address is not None:
            self._send_one(frame, address)
            return
        for target in self._targets():
            self._send_one(frame, target)

    # -- destinations (MDC) ----------------------------------------------------------------------------

    def add_destination(self, endpoint: str, address: Address, registration_id: int, now_ns: int) -> None:
        if isinstance(self.multi, ManualDestinations):
            self.multi.add_destination(endpoint, address, registration_id, now_ns)
        for publication in self.publications.values():
            publication.trigger_send_setup(None, now_ns)

    def remove_destination(self, address: Address | None, registration_id: int | None = None) -> None:
        if isinstance(self.multi, ManualDestinations):
            if address is not None:
                self.multi.remove_destination(address)
            if registration_id is not None:
                self.multi.remove_destination_by_id(registration_id)

    # -- receiving control -----------------------------------------------------------------------------

    def poll(self, now_ns: int) -> int:
        self.now_ns = now_ns
        before = self.poller.invalid_packets
        try:
            work = self.poller.poll()
        except OSError as ex:
            if ex.errno not in (errno.ECONNREFUSED, errno.EHOSTUNREACH, errno.ENETUNREACH):
                raise
            work = 0
        if self.bytes_received:
            self.system_counters[SystemCounterId.BYTES_RECEIVED].get_and_add(self.bytes_received)
            self.bytes_received = 0
        invalid = self.poller.invalid_packets - before
        if invalid:
            self.system_counters[SystemCounterId.INVALID_PACKETS].get_and_add(invalid)
        return work

    def _invalid(self) -> None:
        self.system_counters[SystemCounterId.INVALID_PACKETS].increment()

    def on_frame(self, frame_type: int, datagram: memoryview, source: Address, transport_index: int) -> None:
        length = len(datagram)
        self.bytes_received += length
        if frame_type == f.HDR_TYPE_SM:
            if length < f.SM_LENGTH:
                self._invalid()
                return
            self._on_status_message(datagram, length, source)
        elif frame_type == f.HDR_TYPE_NAK:
            if length < f.NAK_LENGTH:
                self._invalid()
                return
            _l, _v, _fl, _t, session_id, stream_id, term_id, term_offset, nak_length = f.NAK.unpack_from(
                datagram
            )
            self.system_counters[SystemCounterId.NAK_MESSAGES_RECEIVED].increment()
            publication = self.publications.get((session_id, stream_id))
            if publication is not None:
                publication.on_nak(term_id, term_offset, nak_length)
        elif frame_type == f.HDR_TYPE_RTTM:
            if length < f.RTTM_LENGTH:
                self._invalid()
                return
            session_id, stream_id = f.RTTM.unpack_from(datagram)[4:6]
            publication = self.publications.get((session_id, stream_id))
            if publication is not None:
                publication.on_rttm(datagram, source)
        elif frame_type == f.HDR_TYPE_ERR:
            self.system_counters[SystemCounterId.ERROR_FRAMES_RECEIVED].increment()
            error = f.parse_error_frame(datagram) if length >= f.ERR_HEADER_LENGTH else None
            if error is None:
                self._invalid()
                return
            publication = self.publications.get((error.session_id, error.stream_id))
            if publication is not None:
                destination_id = (self.multi.find_registration_id(error.receiver_id, source)
                                  if isinstance(self.multi, ManualDestinations) else NULL_VALUE)
                publication.on_error(error, source, destination_id, self.now_ns)
        elif frame_type == f.HDR_TYPE_RSP_SETUP:
            if length < f.RSP_SETUP_LENGTH:
                self._invalid()
                return
            session_id, stream_id, response_session_id = f.RSP_SETUP.unpack_from(datagram)[4:]
            publication = self.publications.get((session_id, stream_id))
            if publication is not None and publication.response_correlation_id != NULL_VALUE:
                self.conductor_proxy.response_setup(publication.response_correlation_id, response_session_id)

    def _on_status_message(self, datagram: memoryview, length: int, source: Address) -> None:
        fields = f.STATUS_MESSAGE.unpack_from(datagram)
        frame_length, _v, flags, _t, session_id, stream_id, term_id, term_offset, window, receiver_id = fields
        asf_end = min(max(frame_length, f.SM_LENGTH), length)
        asf = bytes(datagram[f.SM_LENGTH : asf_end])
        if asf and len(asf) != 8 and len(asf) < 4:
            self._invalid()
            return
        sm = StatusMessage(session_id, stream_id, term_id, term_offset, window, receiver_id, flags, asf)
        self.system_counters[SystemCounterId.STATUS_MESSAGES_RECEIVED].increment()
        now_ns = self.now_ns
        if self.multi is not None:
            self.multi.on_status_message(receiver_id, source, now_ns)
        publication = self.publications.get((session_id, stream_id))
        if publication is not None:
            publication.on_status_message(sm, source, now_ns)

    # -- lifecycle -------------------------------------------------------------------------------------

    def register(self, publication: NetworkPublication) -> None:
        self.publications[(publication.session_id, publication.stream_id)] = publication

    def unregister(self, publication: NetworkPublication) -> None:
        self.publications.pop((publication.session_id, publication.stream_id), None)

    def close_counters(self) -> None:
        """Conductor: the endpoint is closing; its status says so, then its counters are freed."""
        if self.status is not None and not self.status.is_closed:
            self.status.set_release(CLOSING)
            self.status.close()
        if self.local_address is not None:
            self.local_address.close()

    def close(self) -> None:
        """The agent that owns the endpoint closes its socket (the conductor frees its counters)."""
        self.transport.close()
