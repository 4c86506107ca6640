"""A minimal network publication sender built only from the UDP components, for interop with Java receivers.

SETUP every 100 ms until the first status message; data sent straight out of the publication log in
MTU-sized scans, staged as (offset, length) slices of the mapped log and sent with one sendmmsg per duty
cycle; flow control from status messages (UnicastFlowControl); heartbeats when idle; NAKs answered by
RetransmitHandler + LogResender. Terms are zeroed before the appender reuses them. The real
NetworkPublication (lifecycle, counters, linger/EOS, spies) belongs to the driver and is not this.
"""

from __future__ import annotations

import struct
from pathlib import Path

from aeronkit.clock import NanoClock
from aeronkit.codecs import frames
from aeronkit.driver.flow_control import FlowControl, StatusMessage, UnicastFlowControl
from aeronkit.driver.media.batch_io import SendBatch
from aeronkit.driver.media.transport import SendChannelTransport
from aeronkit.driver.retransmit_handler import LogResender, RetransmitHandler
from aeronkit.logbuffer import ADMIN_ACTION, ExclusiveTermAppender, LogBuffers, TermScanner
from aeronkit.logbuffer import descriptor as d

SETUP_INTERVAL_NS = 100_000_000
HEARTBEAT_INTERVAL_NS = 100_000_000
HEADER = struct.Struct("<iBBHiiii")


class MiniSender:
    def __init__(
        self, path: Path, transport: SendChannelTransport, clock: NanoClock, *, session_id: int,
        stream_id: int, initial_term_id: int, term_length: int, mtu: int,
        flow_control: FlowControl | None = None, retransmit: RetransmitHandler | None = None,
    ) -> None:
        self.transport = transport
        self.clock = clock
        self.session_id, self.stream_id = session_id, stream_id
        self.initial_term_id = initial_term_id
        self.term_length, self.mtu = term_length, mtu
        self.logs = LogBuffers.create(path, term_length, mtu_length=mtu, initial_term_id=initial_term_id,
                                      session_id=session_id, stream_id=stream_id)
        self.appender = ExclusiveTermAppender(self.logs)
        self.scanner = TermScanner(self.logs)
        self.bits = self.logs.position_bits_to_shift
        self.mask = term_length - 1
        self.terms = [self.logs.term_buffer(i) for i in range(3)]
        self.flow_control = flow_control or UnicastFlowControl(16)
        self.retransmit = retransmit or RetransmitHandler(clock)
        self.resender = LogResender(self.scanner, mtu, lambda: self.position, self._resend_slice)
        self.batch = SendBatch(64)
        self.position = 0
        self.limit = 0
        self.connected = False
        self.last_setup_ns: int | None = None
        self.last_send_ns = 0
        self.cleaned_term_count = 0
        self.status_messages = 0
        self.naks = 0
        self.sendmmsg_calls = 0
        self.datagrams = 0

    # -- publishing side --------------------------------------------------------------------------

    def try_publish(self, message: bytes) -> bool:
        """Append unless that would run more than half a term ahead of the sender (the term window)."""
        if self.appender.position + len(message) + 64 > self.position + self.term_length // 2:
            return False
        while self.appender.offer(message) == ADMIN_ACTION:
            pass
        return True

    # -- sender duty cycle ------------------------------------------------------------------------

    def _setup(self, now: int) -> None:
        buf = bytearray(40)
        enc = frames.SetupHeaderEncoder().wrap(buf, 0, 40)
        enc.frame_length, enc.version, enc.flags = 40, 0, 0
        enc.header_type = frames.HeaderType.SETUP
        enc.term_offset = self.position & self.mask
        enc.session_id, enc.stream_id = self.session_id, self.stream_id
        enc.initial_term_id = self.initial_term_id
        enc.active_term_id = d.compute_term_id_from_position(self.position, self.bits, self.initial_term_id)
        enc.term_length, enc.mtu_length, enc.ttl = self.term_length, self.mtu, 0
        self.transport.send_to(buf)
        self.last_setup_ns = now

    def _resend_slice(self, partition: int, offset: int, length: int) -> bool:
        return self.transport.send_to(self.terms[partition][offset:offset + length]) == length

    def do_work(self) -> int:
        now = self.clock.nano_time()
        setup_due = self.last_setup_ns is None or now - self.last_setup_ns >= SETUP_INTERVAL_NS
        if not self.connected and setup_due:
            self._setup(now)
        term_count = self.position >> self.bits
        if term_count > self.cleaned_term_count:
            self.terms[(term_count + 1) % 3][:] = bytes(self.term_length)  # free for the appender's next term
            self.cleaned_term_count = term_count
        producer = self.appender.position
        position = self.position
        self.batch.clear()
        advances: list[int] = []
        while position < min(producer, self.limit) and self.batch.count < self.batch.capacity:
            partition = d.index_by_position(position, self.bits)
            offset = position & self.mask
            available, padding = self.scanner.scan_for_availability(
                partition, offset, min(self.limit - position, self.mtu))
            if available <= 0:
                break
            self.batch.add(partition * self.term_length + offset, available)
            advances.append(available + padding)
            position += available + padding
            if (position >> self.bits) != term_count:
                break  # let the next cycle clean before crossing further
        sent = 0
        if self.batch.count:
            self.sendmmsg_calls += 1
            sent = self.transport.send(self.batch, self.logs.cbuffer)
            self.datagrams += sent
            self.position += sum(advances[:sent])  # a short send leaves the rest for the next cycle
            self.last_send_ns = now
        elif self.connected and now - self.last_send_ns >= HEARTBEAT_INTERVAL_NS:
            term_id = d.compute_term_id_from_position(self.position, self.bits, self.initial_term_id)
            self.transport.send_to(HEADER.pack(0, 0, 0xC0, 1, self.position & self.mask, self.session_id,
                                               self.stream_id, term_id) + bytes(8))
            self.last_send_ns = now
        self.retransmit.process_timeouts(now, self.resender)
        return sent

    # -- control frames ---------------------------------------------------------------------------

    def on_frame(self, frame_type: int, datagram: memoryview, source: tuple[str, int], index: int) -> None:
        now = self.clock.nano_time()
        if frame_type == frames.HeaderType.SM:
            sm = StatusMessage.decode(datagram)
            if (sm.session_id, sm.stream_id) != (self.session_id, self.stream_id):
                return
            self.status_messages += 1
            if sm.flags & 0x80:
                self.connected = False  # setup elicited
                return
            self.connected = self.flow_control.has_required_receivers()
            self.limit = self.flow_control.on_status_message(
                sm, self.limit, self.initial_term_id, self.bits, now)
        elif frame_type == frames.HeaderType.NAK:
            nak = frames.NakHeaderDecoder().wrap(datagram, 0, length=len(datagram))
            if (nak.session_id, nak.stream_id) != (self.session_id, self.stream_id):
                return
            self.naks += 1
            self.retransmit.on_nak(nak.term_id, nak.term_offset, nak.length, self.term_length, self.mtu,
                                   self.flow_control, self.resender)

    def close(self) -> None:
        self.terms = []
        self.logs.close()
