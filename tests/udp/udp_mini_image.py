"""A minimal publication image built only from the UDP components, for interop against a Java sender.

It is the receiver half of issue 4 reduced to what the components need to prove themselves on the wire:
SETUP creates the image log at the join position; DATA (through a loss-injecting interceptor) is inserted
with TermRebuilder; LossDetector finds holes with the native gap scanner and NAKs them to the sender;
status messages carry the consumed position and the static window; consumed terms are zeroed before
reuse; messages are reassembled from B/E fragments and handed to a callback. The real PublicationImage
(lifecycle, counters, subscribers) belongs to the driver and is not this.
"""

from __future__ import annotations

import struct
from collections.abc import Callable
from pathlib import Path

from aeronkit.clock import NanoClock
from aeronkit.codecs import frames
from aeronkit.driver.congestion_control import StaticWindowCongestionControl
from aeronkit.driver.loss_detector import FeedbackDelayGenerator, LossDetector, unicast_delay_generator
from aeronkit.driver.media.batch_io import Address
from aeronkit.driver.media.transport import ReceiveChannelTransport
from aeronkit.logbuffer import LogBuffers, TermRebuilder, TermScanner
from aeronkit.logbuffer import descriptor as d

SM_TIMEOUT_NS = 200_000_000
DATA_HEADER = struct.Struct("<iBBHiiii")
RECEIVER_ID = 0x5EED_0000_0001


class MiniImage:
    def __init__(self, path: Path, transport: ReceiveChannelTransport, setup: bytes, source: Address,
                 clock: NanoClock, on_message: Callable[[bytes], None], *, receiver_id: int = RECEIVER_ID,
                 delay_generator: FeedbackDelayGenerator | None = None) -> None:
        hdr = frames.SetupHeaderDecoder().wrap(setup, 0, length=len(setup))
        self.session_id, self.stream_id = hdr.session_id, hdr.stream_id
        self.initial_term_id = hdr.initial_term_id
        self.term_length = hdr.term_length
        self.logs = LogBuffers.create(path, self.term_length, mtu_length=hdr.mtu_length,
                                      initial_term_id=self.initial_term_id, session_id=self.session_id,
                                      stream_id=self.stream_id, log_type=d.LOG_BUFFER_TYPE_PUBLICATION_IMAGE)
        self.bits = self.logs.position_bits_to_shift
        self.mask = self.term_length - 1
        join = d.compute_position(hdr.active_term_id, hdr.term_offset, self.bits, self.initial_term_id)
        self.rebuild = self.hwm = self.consumed = join
        self.transport = transport
        self.source = source
        self.control_address = transport.control_address_for(source)  # the source, or the control group
        self.receiver_id = receiver_id
        self.clock = clock
        self.on_message = on_message
        self.rebuilder = TermRebuilder(self.logs)
        self.scanner = TermScanner(self.logs)
        self.window = StaticWindowCongestionControl(self.term_length).window_length
        self.detector = LossDetector(delay_generator or unicast_delay_generator(), self._nak)
        self.terms = [self.logs.term_buffer(i) for i in range(3)]
        self.last_sm_ns: int | None = None
        self.last_sm_position = join
        self.naks_sent = 0
        self.assembly = bytearray()
        self.cleaned_term_count = join >> self.bits
        self.heartbeats = 0

    def _nak(self, term_id: int, term_offset: int, length: int) -> None:
        nak = bytearray(28)
        enc = frames.NakHeaderEncoder().wrap(nak, 0, 28)
        enc.frame_length, enc.version, enc.flags = 28, 0, 0
        enc.header_type = frames.HeaderType.NAK
        enc.session_id, enc.stream_id = self.session_id, self.stream_id
        enc.term_id, enc.term_offset, enc.length = term_id, term_offset, length
        if self.transport.send_to(nak, self.control_address):
            self.naks_sent += 1

    def _send_sm(self, now: int) -> None:
        sm = bytearray(36)
        enc = frames.StatusMessageHeaderEncoder().wrap(sm, 0, 36)
        enc.frame_length, enc.version, enc.flags = 36, 0, 0
        enc.header_type = frames.HeaderType.SM
        enc.session_id, enc.stream_id = self.session_id, self.stream_id
        enc.consumption_term_id = d.compute_term_id_from_position(
            self.consumed, self.bits, self.initial_term_id)
        enc.consumption_term_offset = self.consumed & self.mask
        enc.receiver_window_length = self.window
        enc.receiver_id = self.receiver_id
        self.transport.send_to(sm, self.control_address)
        self.last_sm_ns = now
        self.last_sm_position = self.consumed

    def on_data(self, datagram: bytes | memoryview) -> None:
        length, _v, _f, _t, term_offset, session_id, stream_id, term_id = DATA_HEADER.unpack_from(datagram)
        if (session_id, stream_id) != (self.session_id, self.stream_id):
            return
        position = d.compute_position(term_id, term_offset, self.bits, self.initial_term_id)
        if length == 0 and len(datagram) == 32:
            self.heartbeats += 1
            self.hwm = max(self.hwm, position)
            return
        end = position + len(datagram)
        if position < self.consumed or end > self.last_sm_position + self.term_length // 2:
            return  # behind what was consumed, or beyond what flow control allowed: drop
        self.rebuilder.insert(d.index_by_position(position, self.bits), term_offset, datagram)
        self.hwm = max(self.hwm, end)

    def do_work(self) -> None:
        now = self.clock.nano_time()
        offset, _found = self.detector.scan(self.scanner, self.rebuild, self.hwm, now, self.mask, self.bits,
                                            self.initial_term_id)
        self.rebuild = max(self.rebuild, self.rebuild - (self.rebuild & self.mask) + offset)
        self._consume()
        if (self.last_sm_ns is None or now - self.last_sm_ns >= SM_TIMEOUT_NS
                or self.consumed > self.last_sm_position + self.window // 4):
            self._send_sm(now)

    def _consume(self) -> None:
        while self.consumed < self.rebuild:
            term_count = self.consumed >> self.bits
            if term_count > self.cleaned_term_count:
                # entering a new term: zero the partition that will hold the term after it
                stale = self.terms[(term_count + 1) % 3]
                stale[:] = bytes(self.term_length)
                self.cleaned_term_count = term_count
            term = self.terms[term_count % 3]
            offset = self.consumed & self.mask
            length, _v, flags, kind = struct.unpack_from("<iBBH", term, offset)
            aligned = (length + 31) & ~31
            if kind == 1:
                payload = term[offset + 32:offset + length]
                if flags & 0x80:
                    self.assembly = bytearray(payload)
                else:
                    self.assembly += payload
                if flags & 0x40:
                    self.on_message(bytes(self.assembly))
            self.consumed += aligned

    def close(self) -> None:
        self.terms = []
        self.logs.close()
