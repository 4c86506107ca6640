"""The receiving end of one UDP channel: its socket, dispatch of DATA/SETUP/RTTM, and control frames out.

aeron-driver/src/main/java/io/aeron/driver/media/ReceiveChannelEndpoint.java at 1.51.0. Datagrams arrive in
batches (recvmmsg in C, aeronkit.driver.media), and there is one receive path: C classifies each batch and
inserts the DATA/PAD of sessions that have an image straight into that image's term (the insert rules of
PublicationImage.insertPacket, in aeronkit_udp.c), updating the image's receive state in place, so Python
sees only the rest (SETUP, RTTM, data of sessions with no image yet) and publishes each image's counts once
per batch. Without a loss interceptor that is one native call per socket (aeronkit_udp_receive_data).
With one (the debug loss generators, aeronkit.driver.ext), the batch is received and classified, the
interceptor is run over it as a filter — it decides which datagrams go on, how many times and in what
order, and only the ones it holds back or duplicates are copied (into ``held``) — and the survivors go
through the same C insert (aeronkit_udp_dispatch_data), so loss tests exercise the production path.

A multi-destination subscription (``control-mode=manual``, ReceiveChannelEndpoint with MultiRcvDestination at
1.51.0) binds no socket of its own: each destination the client adds (ADD_RCV_DESTINATION) is a transport the
conductor opened, at a stable index in ``transports`` (a removed one leaves a hole, so indices never move).
Every transport's datagrams go through the same C insert against the same images, so one session heard on
two destinations is one image; after each batch the images that heard something note which transport and
source it came from (``track_slot``), which is where their feedback goes (PublicationImage.connections).

Each datagram Python does see is checked for the length its type needs — a short DATA, SETUP or RTTM
frame, or a SETUP with an impossible term length, MTU or offset, is counted in "Invalid packets" and
dropped — then handed to the DataPacketDispatcher. Status messages, NAKs, error frames and
setup-eliciting SMs go back to the data's source (unicast), the control group (multicast) or the
``control`` address (multi-destination subscriptions). The receiver id is a random 64-bit value per
endpoint, as ReceiveChannelEndpointThreadLocals makes it.
"""

from __future__ import annotations

import errno
from typing import TYPE_CHECKING, Any

from aeronkit._native import ffi
from aeronkit.client.channel_status import CLOSING
from aeronkit.driver import udp_frames as f
from aeronkit.driver.data_packet_dispatcher import DataPacketDispatcher
from aeronkit.driver.media.batch_io import MAX_BATCH, Address, ReceiveBatch
from aeronkit.driver.media.poller import DATA_FRAME_TYPES, FrameInterceptor
from aeronkit.driver.media.transport import ReceiveChannelTransport
from aeronkit.driver.media.udp_channel import UdpChannel
from aeronkit.driver.publication_params import random_id
from aeronkit.driver.system_counters import SystemCounterId, SystemCounters
from aeronkit.logbuffer import descriptor as d

if TYPE_CHECKING:
    from aeronkit.driver.driver_conductor_proxy import DriverConductorProxy
    from aeronkit.driver.publication_image import ImageConnection, PublicationImage
    from aeronkit.driver.stream_counters import Position



DESTINATION_ADDRESS_TIMEOUT_NS = 5_000_000_000  # feedback goes only to destinations heard from this recently


def _valid_setup(term_length: int, mtu: int) -> bool:
    if term_length < d.TERM_MIN_LENGTH or term_length > d.TERM_MAX_LENGTH or term_length & (term_length - 1):
        return False
    return (
        32 < mtu <= d.MAX_UDP_PAYLOAD_LENGTH
        and mtu % d.FRAME_ALIGNMENT == 0
        and mtu <= d.compute_max_message_length(term_length)
    )


class ReceiveChannelEndpoint:
    """Owned by the Receiver once registered; the conductor counts its subscriptions."""

    def __init__(
        self,
        udp_channel: UdpChannel,
        transport: ReceiveChannelTransport | None,
        system_counters: SystemCounters,
        conductor_proxy: DriverConductorProxy,
        status: Position | None = None,
        receive_interceptor: FrameInterceptor | None = None,
    ) -> None:
        """``transport`` is the endpoint's socket; None for a multi-destination subscription, whose
        transports are its destinations (``add_destination``)."""
        self.udp_channel = udp_channel
        self.transport = transport
        self.is_multi_destination = udp_channel.is_manual_control_mode
        self.transports: list[ReceiveChannelTransport | None] = [] if transport is None else [transport]
        self.system_counters = system_counters
        self.conductor_proxy = conductor_proxy
        self.status = status
        self.local_address: Position | None = None  # the bound socket's counter (the conductor's)
        self.dispatcher = DataPacketDispatcher()
        self.receiver_id = random_id(64)
        self.interceptor = receive_interceptor
        # datagrams the interceptor holds back or duplicates outlive their batch: they are copied here
        self.held = (
            None if receive_interceptor is None
            else ReceiveBatch() if transport is None
            else ReceiveBatch(transport.receive_batch.capacity, transport.receive_batch.slot_length)
        )
        self.explicit_control: Address | None = (
            udp_channel.local_control.sockaddr if udp_channel.has_explicit_control else None
        )
        self.ref_count = 0
        self.bytes_received = 0
        self.invalid_packets = 0
        self.now_ns = 0
        # the native image table: pointers to the images' receive states, rebuilt when the images change
        self._table_version = -1
        self._table_images: list[PublicationImage] = []
        self._table: Any = ffi.new("aeronkit_udp_image_t *[]", 1)
        self._order: Any = ffi.new("int32_t[]", MAX_BATCH)
        self._pending: Any = ffi.new("int32_t[]", MAX_BATCH)
        self._result: Any = ffi.new("aeronkit_udp_receive_result_t *")

    # -- transports (a multi-destination subscription's destinations) ----------------------------------

    def add_destination(self, transport: ReceiveChannelTransport) -> int:
        """Receiver thread: the transport's index (the first hole, else a new one)."""
        for index, existing in enumerate(self.transports):
            if existing is None:
                self.transports[index] = transport
                return index
        self.transports.append(transport)
        return len(self.transports) - 1

    def destination_index(self, udp_channel: UdpChannel) -> int | None:
        for index, transport in enumerate(self.transports):
            if transport is not None and transport.udp_channel.canonical_form == udp_channel.canonical_form:
                return index
        return None

    def remove_destination(self, index: int) -> ReceiveChannelTransport | None:
        transport = self.transports[index]
        self.transports[index] = None
        if transport is not None:
            transport.close()
        return transport

    def has_destination(self, index: int) -> bool:
        return index < len(self.transports) and self.transports[index] is not None

    def explicit_control_of(self, index: int) -> Address | None:
        """Where transport ``index`` asks for SETUPs by itself (a ``control=`` address), if anywhere."""
        if not self.is_multi_destination:
            return self.explicit_control
        transport = self.transports[index] if index < len(self.transports) else None
        if transport is None or not transport.udp_channel.has_explicit_control:
            return None
        return transport.udp_channel.local_control.sockaddr

    def periodic_setup_targets(self) -> list[tuple[int, Address]]:
        """(transport index, control address) of every transport with an explicit control address."""
        targets = []
        for index in range(max(1, len(self.transports))):
            address = self.explicit_control_of(index)
            if address is not None:
                targets.append((index, address))
        return targets

    def control_address_for(self, source: Address, transport_index: int = 0) -> Address:
        """Where feedback about data from ``source`` goes: the explicit control address (a normal
        subscription's), the multicast control group, or the source itself."""
        if not self.is_multi_destination and self.explicit_control is not None:
            return self.explicit_control
        transport = self.transports[transport_index] if transport_index < len(self.transports) else None
        return source if transport is None else transport.control_address_for(source)

    # -- sending ---------------------------------------------------------------------------------------

    def send_control(self, frame: bytes, address: Address, transport_index: int = 0) -> int:
        """One control frame through transport ``transport_index``; bytes sent (0 if it could not go)."""
        transport = self.transports[transport_index] if transport_index < len(self.transports) else None
        if transport is None:
            return 0
        try:
            sent = transport.send_to(frame, address)
        except OSError as ex:
            if ex.errno in (errno.EHOSTUNREACH, errno.ENETUNREACH, errno.EINVAL):
                return 0
            raise
        if sent > 0:
            self.system_counters[SystemCounterId.BYTES_SENT].get_and_add(sent)
        return sent

    def send_to_connections(
        self, frame: bytes, connections: list[ImageConnection | None], now_ns: int
    ) -> int:
        """A status message, NAK, error or response setup to an image's publisher: through the one transport
        (a normal subscription), or through each destination heard from in the last 5 s
        (MultiRcvDestination.sendToAll); the fewest bytes any of them took."""
        if not self.is_multi_destination:
            connection = connections[0] if connections else None
            return 0 if connection is None else self.send_control(frame, connection.control_address)
        sent = len(frame)
        for index, connection in enumerate(connections):
            if (
                connection is not None
                and self.has_destination(index)
                and connection.time_of_last_activity_ns + DESTINATION_ADDRESS_TIMEOUT_NS - now_ns > 0
            ):
                sent = min(sent, self.send_control(frame, connection.control_address, index))
        return sent

    def send_setup_eliciting_status_message(
        self, session_id: int, stream_id: int, address: Address, transport_index: int = 0
    ) -> None:
        frame = f.status_message(session_id, stream_id, 0, 0, 0, self.receiver_id, f.SM_SEND_SETUP_FLAG)
        if self.send_control(frame, address, transport_index) > 0:
            self.system_counters[SystemCounterId.STATUS_MESSAGES_SENT].increment()

    # -- receiving ---------------------------------------------------------------------------------------

    def poll(self, now_ns: int) -> int:
        """One batch per socket; returns the datagrams handled."""
        self.now_ns = now_ns
        table, images = self._image_table()
        work = 0
        for index, transport in enumerate(self.transports):
            if transport is None or transport.closed or transport.receive_socket is None:
                continue
            try:
                work += self._receive(index, transport, table, len(images), now_ns)
            except OSError as ex:
                if ex.errno not in (errno.ECONNREFUSED, errno.EHOSTUNREACH, errno.ENETUNREACH):
                    raise
        if self.bytes_received:
            self.system_counters[SystemCounterId.BYTES_RECEIVED].get_and_add(self.bytes_received)
            self.bytes_received = 0
        if self.invalid_packets:
            self.system_counters[SystemCounterId.INVALID_PACKETS].get_and_add(self.invalid_packets)
            self.invalid_packets = 0
        if work:
            for image in images:
                if image.receive_state.datagrams:
                    image.publish_receive_counts()
        return work

    def _image_table(self) -> tuple[Any, list[PublicationImage]]:
        dispatcher = self.dispatcher
        if dispatcher.version != self._table_version:
            images = dispatcher.images()
            states = [image.receive_state for image in images]
            self._table = ffi.new("aeronkit_udp_image_t *[]", states or 1)
            self._table_images, self._table_version = images, dispatcher.version
        return self._table, self._table_images

    def _receive(
        self,
        transport_index: int,
        transport: ReceiveChannelTransport,
        table: Any,
        image_count: int,
        now_ns: int,
    ) -> int:
        batch = transport.receive_batch
        assert transport.receive_socket is not None
        fd = transport.receive_socket.fileno()
        if self.interceptor is None:
            result = self._result
            if batch.receive_data(fd, table, image_count, now_ns, self._pending, result) == 0:
                return 0
            self._count_invalid(transport, result.invalid)
            return self._dispatched(batch, transport_index, result)
        count = batch.receive(fd)
        if count == 0:
            return 0
        self._count_invalid(transport, count - batch.classify())
        return self._dispatch_intercepted(
            transport_index, batch, self.interceptor, table, image_count, now_ns)

    def _count_invalid(self, transport: ReceiveChannelTransport, invalid: int) -> None:
        self.invalid_packets += invalid
        transport.invalid_packets += invalid

    def _dispatch_intercepted(
        self,
        transport_index: int,
        batch: ReceiveBatch,
        interceptor: FrameInterceptor,
        table: Any,
        image_count: int,
        now_ns: int,
    ) -> int:
        """The interceptor as a filter over a classified batch: the datagrams it lets through, as often and
        in the order it says, go to the C insert in runs of slots of one batch (this one, or ``held``)."""
        held = self.held
        assert held is not None
        held.clear()
        work = 0
        run_batch = batch
        run: list[int] = []
        types = batch.types
        for i in range(batch.count):
            kind = types[i]
            if kind not in DATA_FRAME_TYPES:
                continue
            view = batch.datagram(i)
            for passed, source in interceptor.on_receive(kind, view, batch.source(i)):
                if passed is view:
                    target, slot = batch, i
                else:
                    if held.count == held.capacity:
                        work += self._dispatch_run(
                            run_batch, run, transport_index, table, image_count, now_ns)
                        run = []
                        held.clear()
                    target, slot = held, held.put(passed, source)
                if target is not run_batch:
                    work += self._dispatch_run(run_batch, run, transport_index, table, image_count, now_ns)
                    run_batch, run = target, []
                run.append(slot)
        return work + self._dispatch_run(run_batch, run, transport_index, table, image_count, now_ns)

    def _dispatch_run(
        self, batch: ReceiveBatch, slots: list[int], transport_index: int, table: Any, image_count: int,
        now_ns: int,
    ) -> int:
        if not slots:
            return 0
        order = self._order
        for k, slot in enumerate(slots):
            order[k] = slot
        result = self._result
        batch.dispatch(order, len(slots), table, image_count, now_ns, self._pending, result)
        return self._dispatched(batch, transport_index, result)

    def _dispatched(self, batch: ReceiveBatch, transport_index: int, result: Any) -> int:
        """After C inserted what it could: the datagrams it left (by slot index) go to ``on_frame``."""
        self.bytes_received += result.consumed_bytes
        work = int(result.consumed)
        if self.is_multi_destination and result.consumed:
            self._track_connections(batch, transport_index)
        pending = self._pending
        types = batch.types
        for k in range(result.pending):
            i = pending[k]
            kind = types[i]
            if kind in DATA_FRAME_TYPES:
                self.on_frame(kind, batch.datagram(i), batch.source(i), transport_index)
                work += 1
        return work

    def _track_connections(self, batch: ReceiveBatch, transport_index: int) -> None:
        """Which images this batch of one transport reached, and from where (trackConnection); end of
        stream heard on it ends that connection only."""
        now_ns = self.now_ns
        for image in self._table_images:
            state = image.receive_state
            slot = state.track_slot
            if slot >= 0:
                state.track_slot = -1
                image.track_connection(transport_index, self.control_address_for(batch.source(slot),
                                                                                  transport_index), now_ns)
            slot = state.eos_slot
            if slot >= 0:
                state.eos_slot = -1
                header = f.DATA_HEADER.unpack_from(batch.datagram(slot))
                flags, term_offset, term_id = header[2], header[4], header[7]
                position = d.compute_position(term_id, term_offset, image.bits, image.initial_term_id)
                image.on_connection_end_of_stream(
                    transport_index, self.control_address_for(batch.source(slot), transport_index), position,
                    bool(flags & f.REVOKED_FLAG), now_ns)

    def _invalid(self) -> None:
        self.system_counters[SystemCounterId.INVALID_PACKETS].increment()

    def on_frame(self, frame_type: int, datagram: memoryview, source: Address, transport_index: int) -> None:
        length = len(datagram)
        self.bytes_received += length
        if frame_type in (f.HDR_TYPE_DATA, f.HDR_TYPE_PAD):
            if length < f.DATA_HEADER_LENGTH:
                self._invalid()
                return
            fields = f.DATA_HEADER.unpack_from(datagram)
            flags, session_id, stream_id = fields[2], fields[5], fields[6]
            self.dispatcher.on_data(
                session_id,
                stream_id,
                bool(flags & f.EOS_FLAG) and length == f.DATA_HEADER_LENGTH,
                self.now_ns,
                lambda: self.send_setup_eliciting_status_message(
                    session_id, stream_id, self.control_address_for(source, transport_index), transport_index
                ),
            )
        elif frame_type == f.HDR_TYPE_SETUP:
            if length < f.SETUP_LENGTH:
                self._invalid()
                return
            (
                _l,
                _v,
                flags,
                _t,
                term_offset,
                session_id,
                stream_id,
                initial_term_id,
                active_term_id,
                term_length,
                mtu,
                _ttl,
            ) = f.SETUP.unpack_from(datagram)
            if (
                not _valid_setup(term_length, mtu)
                or term_offset < 0
                or term_offset > term_length
                or term_offset % d.FRAME_ALIGNMENT
            ):
                self._invalid()
                return
            if d.compute_term_count(active_term_id, initial_term_id) < 0:
                self._invalid()
                return
            control_address = self.control_address_for(source, transport_index)
            image = self.dispatcher.active_image(session_id, stream_id)
            if image is not None:
                if image.connection(transport_index) is None:  # a known session on another destination
                    image.track_connection(transport_index, control_address, self.now_ns)
            elif self.dispatcher.on_setup(session_id, stream_id):
                self.conductor_proxy.create_publication_image(
                    self,
                    transport_index,
                    session_id,
                    stream_id,
                    initial_term_id,
                    active_term_id,
                    term_offset,
                    term_length,
                    mtu,
                    flags,
                    source,
                    control_address,
                )
        elif frame_type == f.HDR_TYPE_RTTM:
            if length < f.RTTM_LENGTH:
                self._invalid()
                return
            (_l, _v, flags, _t, session_id, stream_id, echo, _delta, receiver_id) = f.RTTM.unpack_from(
                datagram
            )
            if flags & f.RTTM_REPLY_FLAG:
                reply = f.rttm(session_id, stream_id, echo, 0, receiver_id, 0)
                self.send_control(reply, self.control_address_for(source, transport_index), transport_index)

    def close_counters(self) -> None:
        """Conductor: the endpoint is closing; its status says so, then its counters are freed."""
        if self.status is not None and not self.status.is_closed:
            self.status.set_release(CLOSING)
            self.status.close()
        if self.local_address is not None:
            self.local_address.close()

    def close(self) -> None:
        """The agent that owns the endpoint closes its sockets (the conductor frees their counters)."""
        for transport in self.transports:
            if transport is not None:
                transport.close()
