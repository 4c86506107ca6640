"""Send and receive channel transports: the non-blocking UDP sockets behind one UdpChannel.

Follows aeron-driver/src/main/java/io/aeron/driver/media/UdpChannelTransport.java (1.51.0): a unicast
transport is one socket (a sender binds its local control address and connects to the endpoint, a
receiver binds the endpoint); a multicast transport has a receive socket bound to the group's port with
SO_REUSEADDR and joined to the group, and a send socket on the interface with IP_MULTICAST_IF/TTL.
Socket buffer sizes come from ``so-sndbuf``/``so-rcvbuf`` or the driver defaults, and are validated as
Aeron validates them (Configuration.validateSocketBufferLengths, PublicationParams.validateMtuForSndbuf,
SubscriptionParams.validateInitialWindowForRcvBuf) with messages that name the setting to change.
"""

from __future__ import annotations

import socket
import struct
from dataclasses import dataclass
from typing import Protocol

from aeronkit._native import ffi
from aeronkit.driver.media.batch_io import Address, ReceiveBatch, SendBatch, read_address
from aeronkit.driver.media.udp_channel import UdpAddress, UdpChannel
from aeronkit.errors import AeronError, ConfigurationError

SOCKET_SNDBUF_PROP = "aeron.socket.so_sndbuf"
SOCKET_RCVBUF_PROP = "aeron.socket.so_rcvbuf"
MIN_HEADER_LENGTH = 8
CURRENT_VERSION = 0


class OutboundInterceptor(Protocol):
    """Send-side loss injection (aeronkit.driver.ext.loss_generators.DebugFrameInterceptor fits)."""

    def process(
        self, frame: bytes | memoryview, address: Address
    ) -> list[tuple[bytes | memoryview, Address]]:
        ...


class ChannelTransportError(AeronError, OSError):
    """A channel's socket could not be opened, bound or joined; the message names the channel."""


@dataclass(frozen=True)
class SocketBufferLimits:
    """The OS defaults and maxima for SO_SNDBUF/SO_RCVBUF, as Aeron's driver context probes them."""

    default_sndbuf: int
    max_sndbuf: int
    default_rcvbuf: int
    max_rcvbuf: int

    @classmethod
    def probe(cls) -> SocketBufferLimits:
        """Ask the kernel: defaults from a fresh socket, maxima by requesting 2 GiB and reading back."""
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            default_snd = probe.getsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF)
            default_rcv = probe.getsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF)
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 2**31 - 1)
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 2**31 - 1)
            max_snd = probe.getsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF)
            max_rcv = probe.getsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF)
        return cls(default_snd, max_snd, default_rcv, max_rcv)


def validate_socket_buffer_lengths(
    mtu_length: int, initial_window_length: int, socket_sndbuf_length: int, socket_rcvbuf_length: int,
    limits: SocketBufferLimits,
) -> list[str]:
    """Driver-wide check at start: MTU must fit SO_SNDBUF and the initial window SO_RCVBUF.

    Raises ConfigurationError naming the property to raise; returns the warnings Aeron prints when a
    requested size exceeds what the OS allows.
    """
    warnings: list[str] = []
    if limits.max_sndbuf < socket_sndbuf_length:
        warnings.append(f"WARNING: Could not set desired SO_SNDBUF, adjust OS to allow {SOCKET_SNDBUF_PROP} "
                        f"attempted={socket_sndbuf_length}, actual={limits.max_sndbuf}")
    if limits.max_rcvbuf < socket_rcvbuf_length:
        warnings.append(f"WARNING: Could not set desired SO_RCVBUF, adjust OS to allow {SOCKET_RCVBUF_PROP} "
                        f"attempted={socket_rcvbuf_length}, actual={limits.max_rcvbuf}")
    sndbuf = socket_sndbuf_length or limits.default_sndbuf
    if mtu_length > sndbuf:
        raise ConfigurationError(
            f"mtuLength={mtu_length} > SO_SNDBUF={sndbuf}, increase {SOCKET_SNDBUF_PROP} to match MTU")
    rcvbuf = socket_rcvbuf_length or limits.default_rcvbuf
    if initial_window_length > rcvbuf:
        raise ConfigurationError(
            f"initialWindowLength={initial_window_length} > SO_RCVBUF={rcvbuf}, "
            f"increase {SOCKET_RCVBUF_PROP} limits to match initialWindowLength")
    return warnings


def validate_mtu_for_sndbuf(
    mtu_length: int, channel_sndbuf_length: int, os_default_sndbuf: int, channel: str,
    existing_channel: str | None = None,
) -> None:
    """Per publication: ``mtu`` must fit the channel's ``so-sndbuf`` (or the OS default when unset)."""
    existing = "" if existing_channel is None else f" existingChannel={existing_channel}"
    if channel_sndbuf_length and mtu_length > channel_sndbuf_length:
        raise ConfigurationError(f"MTU greater than SO_SNDBUF for channel: mtu={mtu_length} "
                                 f"so-sndbuf={channel_sndbuf_length}{existing} channel={channel}")
    if not channel_sndbuf_length and mtu_length > os_default_sndbuf:
        raise ConfigurationError(f"MTU greater than SO_SNDBUF for channel: mtu={mtu_length} "
                                 f"so-sndbuf={os_default_sndbuf} (OS default){existing} channel={channel}")


def validate_window_for_rcvbuf(
    receiver_window_length: int, channel_rcvbuf_length: int, os_default_rcvbuf: int, channel: str,
    existing_channel: str | None = None,
) -> None:
    """Per subscription: ``rcv-wnd`` must fit the channel's ``so-rcvbuf`` (or the OS default when unset)."""
    existing = "" if existing_channel is None else f" existingChannel={existing_channel}"
    if channel_rcvbuf_length and receiver_window_length > channel_rcvbuf_length:
        raise ConfigurationError(
            f"Initial window greater than SO_RCVBUF for channel: rcv-wnd={receiver_window_length} "
            f"so-rcvbuf={channel_rcvbuf_length}{existing} channel={channel}")
    if not channel_rcvbuf_length and receiver_window_length > os_default_rcvbuf:
        raise ConfigurationError(
            f"Initial window greater than SO_RCVBUF for channel: rcv-wnd={receiver_window_length} "
            f"so-rcvbuf={os_default_rcvbuf} (OS default){existing} channel={channel}")


def is_valid_frame(datagram: memoryview | bytes, length: int) -> bool:
    """Aeron's isValidFrame: at least the 8-byte common header, and version 0."""
    return length >= MIN_HEADER_LENGTH and datagram[4] == CURRENT_VERSION


def _open(family: int) -> socket.socket:
    sock = socket.socket(family, socket.SOCK_DGRAM)
    sock.setblocking(False)
    return sock


def _set_buffers(sock: socket.socket, sndbuf: int, rcvbuf: int) -> None:
    if sndbuf:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, sndbuf)
    if rcvbuf:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, rcvbuf)


def _join(sock: socket.socket, group: UdpAddress, interface_index: int) -> None:
    mreq = struct.pack("4s4si", socket.inet_aton(group.host), socket.inet_aton("0.0.0.0"), interface_index)
    sock.setsockopt(socket.IPPROTO_IP, socket.IP_ADD_MEMBERSHIP, mreq)


def _multicast_if(sock: socket.socket, interface_index: int, ttl: int) -> None:
    mreqn = struct.pack("4s4si", socket.inet_aton("0.0.0.0"), socket.inet_aton("0.0.0.0"), interface_index)
    sock.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_IF, mreqn)
    if ttl:
        sock.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_TTL, ttl)


class UdpChannelTransport:
    """The sockets of one channel end; ``receive``/``send`` move whole batches through the native calls."""

    def __init__(
        self, udp_channel: UdpChannel, *, socket_sndbuf_length: int = 0, socket_rcvbuf_length: int = 0,
        multicast_ttl: int = 0, batch_capacity: int = 64, slot_length: int = 65504,
    ) -> None:
        self.udp_channel = udp_channel
        self.socket_sndbuf_length = udp_channel.socket_sndbuf_length_or_default(socket_sndbuf_length)
        self.socket_rcvbuf_length = udp_channel.socket_rcvbuf_length_or_default(socket_rcvbuf_length)
        self.multicast_ttl = udp_channel.multicast_ttl if udp_channel.has_multicast_ttl else multicast_ttl
        self.receive_batch = ReceiveBatch(batch_capacity, slot_length)
        self.send_socket: socket.socket | None = None
        self.receive_socket: socket.socket | None = None
        self.connect_address: Address | None = None
        self.invalid_packets = 0
        self.outbound: OutboundInterceptor | None = None
        self.closed = False

    def _fail(self, what: str, ex: OSError) -> ChannelTransportError:
        self.close()
        reason = ex.strerror or str(ex)
        return ChannelTransportError(ex.errno or 0, f"{what}: {reason}: channel={self.udp_channel.original}")

    def _open_multicast(self, bind_group: UdpAddress, join_group: UdpAddress, send_to: UdpAddress) -> None:
        """Receive socket on the group's port (joined); send socket on the interface, connected to the
        group this end sends to (data group for a sender, control group for a receiver)."""
        channel = self.udp_channel
        try:
            self.receive_socket = _open(socket.AF_INET)
            self.receive_socket.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            self.receive_socket.bind((bind_group.host, bind_group.port))
            _join(self.receive_socket, join_group, channel.interface_index)
            self.send_socket = _open(socket.AF_INET)
            self.send_socket.bind((channel.local_data.host, 0))
            _multicast_if(self.send_socket, channel.interface_index, self.multicast_ttl)
            self.send_socket.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_LOOP, 1)
            self.send_socket.connect(send_to.sockaddr)
            _set_buffers(self.send_socket, self.socket_sndbuf_length, 0)
            _set_buffers(self.receive_socket, 0, self.socket_rcvbuf_length)
        except OSError as ex:
            raise self._fail(f"multicast open {bind_group}", ex) from None

    def _open_unicast(self, bind: UdpAddress, connect: UdpAddress | None) -> None:
        sock = _open(bind.family)
        self.send_socket = self.receive_socket = sock  # so that _fail closes it
        try:
            sock.bind(bind.sockaddr)
            if connect is not None:
                sock.connect(connect.sockaddr)
            _set_buffers(sock, self.socket_sndbuf_length, self.socket_rcvbuf_length)
        except OSError as ex:
            raise self._fail(f"bind {bind}", ex) from None
        self.connect_address = connect.sockaddr if connect is not None else None

    # -- I/O ----------------------------------------------------------------------------------------

    @property
    def bound_address(self) -> Address:
        assert self.receive_socket is not None
        host, port = self.receive_socket.getsockname()[:2]
        return (host, port)

    @property
    def send_address(self) -> Address:
        assert self.send_socket is not None
        host, port = self.send_socket.getsockname()[:2]
        return (host, port)

    def receive(self, max_count: int | None = None) -> int:
        """Receive a batch into ``receive_batch``; returns the number of datagrams (0 when none waited)."""
        if self.closed or self.receive_socket is None:
            return 0
        return self.receive_batch.receive(self.receive_socket.fileno(), max_count)

    def send(self, batch: SendBatch, buffer: object) -> int:
        """Send a staged batch from ``buffer`` over the send socket; returns how many datagrams went.

        With an ``outbound`` interceptor (loss injection, tests only) each datagram passes through it in
        Python and the survivors go out one by one; otherwise the batch is one native call.
        """
        if self.closed or self.send_socket is None:
            return 0
        if self.outbound is None:
            return batch.flush(self.send_socket.fileno(), buffer)
        return self._send_intercepted(batch, buffer, self.outbound)

    def _send_intercepted(self, batch: SendBatch, buffer: object, interceptor: OutboundInterceptor) -> int:
        view = ffi.buffer(buffer) if isinstance(buffer, ffi.CData) else memoryview(buffer)  # type: ignore[arg-type]  # the send paths pass a buffer
        count = batch.count
        for i in range(count):
            offset, length = int(batch.offsets[i]), int(batch.lengths[i])
            destination = read_address(batch.addresses[i]) if batch.addressed else self.connect_address
            datagram = bytes(view[offset:offset + length])
            for passed, to in interceptor.process(datagram, destination or ("0.0.0.0", 0)):
                self.send_to(passed, to if batch.addressed else None)
        batch.clear()
        return count

    def send_to(self, datagram: bytes | bytearray | memoryview, address: Address | None = None) -> int:
        """One datagram (a control frame: SM, NAK, SETUP); returns bytes sent, 0 if the socket is full."""
        if self.closed or self.send_socket is None:
            return 0
        try:
            if address is None:
                return self.send_socket.send(datagram)
            return self.send_socket.sendto(datagram, address)
        except (BlockingIOError, ConnectionRefusedError):
            return 0

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        for sock in {id(s): s for s in (self.send_socket, self.receive_socket) if s is not None}.values():
            sock.close()

    def __enter__(self) -> UdpChannelTransport:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class SendChannelTransport(UdpChannelTransport):
    """A publication's end: sends data to the endpoint (or group) and receives SM/NAK/RTTM back.

    Unicast binds the local control address (``control=`` or ephemeral) and connects to the endpoint
    unless the channel is multi-destination; multicast sends to the data group and listens on the control
    group (data group + 1).
    """

    def open(self) -> SendChannelTransport:
        channel = self.udp_channel
        if channel.is_multicast:
            self._open_multicast(channel.remote_control, channel.remote_control, channel.remote_data)
            self.connect_address = channel.remote_data.sockaddr
        else:
            connect = None if channel.is_multi_destination or not channel.has_explicit_endpoint \
                else channel.remote_data
            self._open_unicast(channel.local_control, connect)
        return self

    def send_data(self, batch: SendBatch, buffer: object) -> int:
        """Send data datagrams; multicast batches without destinations go to the data group."""
        return self.send(batch, buffer)


class ReceiveChannelTransport(UdpChannelTransport):
    """A subscription's end: binds the endpoint (or joins the data group) and sends SM/NAK/RTTM back."""

    def open(self) -> ReceiveChannelTransport:
        channel = self.udp_channel
        if channel.is_multicast:
            self._open_multicast(channel.remote_data, channel.remote_data, channel.remote_control)
            self.connect_address = channel.remote_control.sockaddr
        else:
            self._open_unicast(channel.remote_data, None)
        return self

    def control_address_for(self, source: Address) -> Address:
        """Where SM/NAK go: the data's source (unicast) or the multicast control group."""
        channel = self.udp_channel
        return channel.remote_control.sockaddr if channel.is_multicast else source
