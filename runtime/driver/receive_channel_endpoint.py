"""The receiving end of one UDP channel: its socket, dispatch of DATA/SETUP/RTTM, and control frames out.

aeron-driver/src/main/java/io/aeron/driver/media/ReceiveChannelEndpoint.java at 1.51.0. Datagrams arrive in
batches (recvmmsg in C, aeronkit.driver.media). Without a loss interceptor the whole batch is one native
call (aeronkit_udp_receive_data): it classifies the datagrams and inserts DATA/PAD of sessions that have an
image straight into that image's term, so Python sees only the rest and one summary per image per batch.
Each datagram Python does see is checked for the length its type needs — a
short DATA, SETUP or RTTM frame, a SETUP with an impossible term length or MTU, or a DATA frame whose
term offset is outside the term, is counted in "Invalid packets" and dropped — then handed to the
DataPacketDispatcher. Status messages, NAKs and setup-eliciting SMs go back to the data's source
(unicast), the control group (multicast) or the ``control`` address (multi-destination subscriptions).
The receiver id is a random 64-bit value per endpoint, as ReceiveChannelEndpointThreadLocals makes it.
"""

from __future__ import annotations

import errno
import secrets
from typing import TYPE_CHECKING, Any

from aeronkit._native import ffi
from aeronkit.driver import udp_frames as f
from aeronkit.driver.data_packet_dispatcher import DataPacketDispatcher
from aeronkit.driver.media.batch_io import Address
from aeronkit.driver.media.poller import DATA_FRAME_TYPES, data_poller
from aeronkit.driver.media.transport import ReceiveChannelTransport
from aeronkit.driver.media.udp_channel import UdpChannel
from aeronkit.driver.system_counters import SystemCounterId, SystemCounters
from aeronkit.logbuffer import descriptor as d

if TYPE_CHECKING:
    from aeronkit.driver.driver_conductor_proxy import DriverConductorProxy
    from aeronkit.driver.publication_image import PublicationImage
    from aeronkit.driver.stream_counters import Position

CHANNEL_STATUS_ACTIVE = 1
CHANNEL_STATUS_CLOSING = 2


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
        transport: ReceiveChannelTransport,
        system_counters: SystemCounters,
        conductor_proxy: DriverConductorProxy,
        status: Position | None = None,
        receive_interceptor: Any = None,
    ) -> None:
        self.udp_channel = udp_channel
        self.transport = transport
        self.system_counters = system_counters
        self.conductor_proxy = conductor_proxy
        self.status = status
        self.dispatcher = DataPacketDispatcher()
        self.receiver_id = int.from_bytes(secrets.token_bytes(8), "little", signed=True)
        self.poller = data_poller(self, receive_interceptor)
        self.poller.register(transport)
        self.explicit_control: Address | None = (
            udp_channel.local_control.sockaddr if udp_channel.has_explicit_control else None
        )
        self.ref_count = 0
        self.bytes_received = 0
        self.now_ns = 0
        # the native image table for the batched receive path, rebuilt when the dispatcher's images change
        self._table_version = -1
        self._table_images: list[PublicationImage] = []
        self._table: Any = ffi.new("aeronkit_udp_image_t[]", 1)
        self._pending: Any = ffi.new("int32_t[]", transport.receive_batch.capacity)
        self._result: Any = ffi.new("aeronkit_udp_receive_result_t *")
        if status is not None:
            status.set_release(CHANNEL_STATUS_ACTIVE)

    def control_address_for(self, source: Address) -> Address:
        if self.explicit_control is not None:
            return self.explicit_control
        return self.transport.control_address_for(source)

    def send_control(self, frame: bytes, address: Address) -> int:
        try:
            sent = self.transport.send_to(frame, address)
        except OSError as ex:
            if ex.errno in (errno.EHOSTUNREACH, errno.ENETUNREACH, errno.EINVAL):
                return 0
            raise
        if sent > 0:
            self.system_counters[SystemCounterId.BYTES_SENT].get_and_add(sent)
        return sent

    def send_setup_eliciting_status_message(self, session_id: int, stream_id: int, address: Address) -> None:
        frame = f.status_message(session_id, stream_id, 0, 0, 0, self.receiver_id, f.SM_SEND_SETUP_FLAG)
        if self.send_control(frame, address) > 0:
            self.system_counters[SystemCounterId.STATUS_MESSAGES_SENT].increment()

    # -- receiving ---------------------------------------------------------------------------------------

    def poll(self, now_ns: int) -> int:
        self.now_ns = now_ns
        before = self.poller.invalid_packets
        try:
            work = self.poller.poll() if self.poller.interceptor is not None else self._poll_batched(now_ns)
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

    def _image_table(self) -> Any:
        dispatcher = self.dispatcher
        if dispatcher.version != self._table_version:
            images = dispatcher.images()
            table = ffi.new("aeronkit_udp_image_t[]", max(1, len(images)))
            for i, image in enumerate(images):
                slot = table[i]
                slot.log = image.log.native
                slot.session_id = image.session_id
                slot.stream_id = image.stream_id
            self._table, self._table_images, self._table_version = table, images, dispatcher.version
        table = self._table
        for i, image in enumerate(self._table_images):
            image.fill_receive_slot(table[i])
        return table

    def _poll_batched(self, now_ns: int) -> int:
        """The hot path: per transport one native call receives a batch and inserts the DATA of known
        images into their terms; only the rest (SETUP, RTTM, data of new sessions) reaches ``on_frame``,
        and each image takes its batch summary once (PublicationImage.apply_receive_slot)."""
        table = self._image_table()
        images = self._table_images
        poller = self.poller
        pending = self._pending
        result = self._result
        work = 0
        received = False
        for index, transport in enumerate(poller.transports):
            if transport.closed or transport.receive_socket is None:
                continue
            batch = transport.receive_batch
            count = batch.receive_data(
                transport.receive_socket.fileno(), table, len(images), now_ns, pending, result)
            if count == 0:
                continue
            received = True
            invalid = result.invalid
            if invalid:
                poller.invalid_packets += invalid
                transport.invalid_packets += invalid
            self.bytes_received += result.consumed_bytes
            poller.bytes_received += result.consumed_bytes
            work += result.consumed
            types = batch.types
            for k in range(result.pending):
                i = pending[k]
                kind = types[i]
                datagram = batch.datagram(i)
                poller.bytes_received += len(datagram)
                if kind in DATA_FRAME_TYPES:
                    self.on_frame(kind, datagram, batch.source(i), index)
                    work += 1
        if received:
            for i, image in enumerate(images):
                slot = table[i]
                if slot.datagrams:
                    image.apply_receive_slot(slot)
        return work

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
            flags, term_offset, session_id, stream_id, term_id = (
                fields[2],
                fields[4],
                fields[5],
                fields[6],
                fields[7],
            )
            now_ns = self.now_ns
            image = self.dispatcher.on_data(
                session_id,
                stream_id,
                bool(flags & f.EOS_FLAG) and length == f.DATA_HEADER_LENGTH,
                now_ns,
                lambda: self.send_setup_eliciting_status_message(
                    session_id, stream_id, self.control_address_for(source)
                ),
            )
            if image is not None:
                image.insert_packet(term_id, term_offset, datagram, length, flags, now_ns)
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
            if self.dispatcher.on_setup(session_id, stream_id):
                self.conductor_proxy.create_publication_image(
                    self,
                    session_id,
                    stream_id,
                    initial_term_id,
                    active_term_id,
                    term_offset,
                    term_length,
                    mtu,
                    flags,
                    source,
                    self.control_address_for(source),
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
                self.send_control(reply, self.control_address_for(source))

    def close(self) -> None:
        if self.status is not None and not self.status.is_closed:
            self.status.set_release(CHANNEL_STATUS_CLOSING)
        self.transport.close()
