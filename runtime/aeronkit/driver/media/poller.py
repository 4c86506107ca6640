"""Transport pollers: receive a batch per transport, drop invalid frames, dispatch by frame type.

Aeron's DataTransportPoller and ControlTransportPoller (aeron-driver/.../media/*TransportPoller.java at
1.51.0) read each datagram, count it as invalid unless ``isValidFrame`` holds, and dispatch on the type
of its *first* frame. Here the whole batch is checked in C first (aeronkit_udp_classify), more strictly
than Aeron: a datagram shorter than its type's header, or a DATA/PAD datagram that is not a run of whole
frames of one stream, is invalid too, so handlers never see a frame that would read past its end or
corrupt a term. The data side takes DATA/PAD, SETUP and RTTM; the control side NAK, SM, ERR,
RTTM and RSP_SETUP. Here one native call per transport per poll fills a batch, and an optional
interceptor (the loss generators of aeronkit.driver.ext) sits between the batch and the handler, the way
Aeron's Debug*ChannelEndpoint wraps the real endpoint.
"""

from __future__ import annotations

import struct
from collections.abc import Iterable
from typing import Protocol

from aeronkit.driver.media.batch_io import Address
from aeronkit.driver.media.transport import UdpChannelTransport
from aeronkit.driver.udp_frames import (
    HDR_TYPE_DATA,
    HDR_TYPE_ERR,
    HDR_TYPE_NAK,
    HDR_TYPE_PAD,
    HDR_TYPE_RSP_SETUP,
    HDR_TYPE_RTTM,
    HDR_TYPE_SETUP,
    HDR_TYPE_SM,
    TYPE_FIELD_OFFSET,
)

DATA_FRAME_TYPES = frozenset({HDR_TYPE_PAD, HDR_TYPE_DATA, HDR_TYPE_SETUP, HDR_TYPE_RTTM})
CONTROL_FRAME_TYPES = frozenset({HDR_TYPE_NAK, HDR_TYPE_SM, HDR_TYPE_ERR, HDR_TYPE_RTTM, HDR_TYPE_RSP_SETUP})
_TYPE = struct.Struct("<H")


def frame_type(datagram: memoryview | bytes) -> int:
    value: int = _TYPE.unpack_from(datagram, TYPE_FIELD_OFFSET)[0]
    return value


class FrameHandler(Protocol):
    """Receives each accepted datagram: its bytes (valid only during the call), type, source and transport."""

    def on_frame(self, frame_type: int, datagram: memoryview, source: Address, transport_index: int) -> None:
        ...


class FrameInterceptor(Protocol):
    """Between transport and handler: decides which datagrams (and copies of them) get through, and when."""

    def on_receive(
        self, frame_type: int, datagram: memoryview, source: Address
    ) -> Iterable[tuple[bytes | memoryview, Address]]:
        ...


class TransportPoller:
    """Polls a set of transports; ``accepted_types`` selects the data or the control side."""

    def __init__(
        self, handler: FrameHandler, accepted_types: frozenset[int],
        interceptor: FrameInterceptor | None = None,
    ) -> None:
        self.handler = handler
        self.accepted_types = accepted_types
        self.interceptor = interceptor
        self.transports: list[UdpChannelTransport] = []
        self.invalid_packets = 0
        self.bytes_received = 0

    def register(self, transport: UdpChannelTransport) -> int:
        self.transports.append(transport)
        return len(self.transports) - 1

    def cancel(self, transport: UdpChannelTransport) -> None:
        self.transports = [t for t in self.transports if t is not transport]

    def poll(self) -> int:
        """One duty-cycle's worth: one batch per transport; returns the number of datagrams handled."""
        work = 0
        for index, transport in enumerate(self.transports):
            count = transport.receive()
            if count == 0:
                continue
            batch = transport.receive_batch
            batch.classify()
            types = batch.types
            for i in range(count):
                kind = types[i]
                if kind < 0:
                    self.invalid_packets += 1
                    transport.invalid_packets += 1
                    continue
                datagram = batch.datagram(i)
                self.bytes_received += len(datagram)
                if kind not in self.accepted_types:
                    continue
                source = batch.source(i)
                if self.interceptor is None:
                    self.handler.on_frame(kind, datagram, source, index)
                else:
                    for passed, from_address in self.interceptor.on_receive(kind, datagram, source):
                        self.handler.on_frame(kind, memoryview(passed), from_address, index)
                work += 1
        return work


def data_poller(handler: FrameHandler, interceptor: FrameInterceptor | None = None) -> TransportPoller:
    return TransportPoller(handler, DATA_FRAME_TYPES, interceptor)


def control_poller(handler: FrameHandler, interceptor: FrameInterceptor | None = None) -> TransportPoller:
    return TransportPoller(handler, CONTROL_FRAME_TYPES, interceptor)
