"""A simulated lossy network for the UDP transport components, stepped by a ManualClock.

One sender (a publication log, flow control, retransmit handler and log resender) and one or more
receivers (an image log rebuilt with TermRebuilder, a LossDetector over the native gap scanner, status
messages from the static congestion control window) exchange real frame bytes. Every datagram crosses an
aeronkit.testing ``SimNetwork`` link with its own seeded loss, duplication, reordering and latency, so a run
is fully determined by its seed. Nothing sleeps: an aeronkit.testing Scheduler steps time.

Kept below three terms of stream so neither log has to be cleaned for reuse; the stream still crosses
term boundaries (padding frames and rotation) because the tests append more than one term.
"""

from __future__ import annotations

import struct
from pathlib import Path

from aeronkit.codecs import frames
from aeronkit.driver.congestion_control import StaticWindowCongestionControl
from aeronkit.driver.flow_control import FlowControl, StatusMessage
from aeronkit.driver.loss_detector import FeedbackDelayGenerator, LossDetector
from aeronkit.driver.retransmit_handler import LogResender, RetransmitHandler
from aeronkit.logbuffer import ADMIN_ACTION, ExclusiveTermAppender, LogBuffers, TermRebuilder, TermScanner
from aeronkit.logbuffer import descriptor as d
from aeronkit.testing import LinkProfile, ManualClock, SimNetwork

SESSION_ID = 0x1234
STREAM_ID = 1001
# frame length, version, flags, type, term offset, session id, stream id, term id
HEADER = struct.Struct("<iBBHiiii")
SM_TIMEOUT_NS = 200_000_000
HEARTBEAT_TIMEOUT_NS = 100_000_000
SENDER = "sender"


def udp_network(clock: ManualClock, seed: int) -> SimNetwork:
    """A network of 50-500 us latency on every link, shaped per link with ``SimNetwork.link``."""
    return SimNetwork(clock, seed, LinkProfile(min_delay_ns=50_000, max_delay_ns=500_000,
                                               reorder_delay_ns=500_000))


class SimSender:
    """The sender half of a network publication over a real log buffer."""

    def __init__(self, path: Path, network: SimNetwork, term_length: int, mtu: int, initial_term_id: int,
                 flow_control: FlowControl, retransmit: RetransmitHandler) -> None:
        self.network = network
        self.clock = network.clock
        self.logs = LogBuffers.create(path, term_length, mtu_length=mtu, initial_term_id=initial_term_id,
                                      session_id=SESSION_ID, stream_id=STREAM_ID)
        self.appender = ExclusiveTermAppender(self.logs)
        self.scanner = TermScanner(self.logs)
        self.mtu = mtu
        self.bits = self.logs.position_bits_to_shift
        self.initial_term_id = initial_term_id
        self.term_view = [self.logs.term_buffer(i) for i in range(3)]
        self.flow_control = flow_control
        self.retransmit = retransmit
        self.position = 0
        self.limit = 0
        self.receivers: list[str] = []
        self.last_send_ns = 0
        self.published = bytearray()
        self.resender = LogResender(self.scanner, mtu, lambda: self.position, self._emit)
        self.naks_received = 0

    def publish(self, message: bytes) -> None:
        while True:
            result = self.appender.offer(message)
            if result != ADMIN_ACTION:
                assert result > 0, result
                return

    def _emit(self, partition: int, offset: int, length: int) -> bool:
        self._send_all(bytes(self.term_view[partition][offset:offset + length]))
        return True

    def _send_all(self, datagram: bytes) -> None:
        for receiver in self.receivers:
            self.network.send(SENDER, receiver, datagram)

    def duty(self) -> int:
        """One turn under an aeronkit.testing Scheduler: take the control datagrams that came, then send."""
        received = self.network.poll(SENDER, self.on_control)
        self.do_work()
        return received

    def do_work(self) -> None:
        now = self.clock.nano_time()
        producer = self.appender.position
        sent = 0
        while self.position < min(producer, self.limit) and sent < 8:
            partition = d.index_by_position(self.position, self.bits)
            offset = self.position & (self.logs.term_length - 1)
            available, padding = self.scanner.scan_for_availability(
                partition, offset, min(self.limit - self.position, self.mtu))
            if available <= 0:
                break
            self._emit(partition, offset, available)
            self.position += available + padding
            self.last_send_ns = now
            sent += 1
        if sent == 0 and now - self.last_send_ns >= HEARTBEAT_TIMEOUT_NS:
            term_id = d.compute_term_id_from_position(self.position, self.bits, self.initial_term_id)
            offset = self.position & (self.logs.term_length - 1)
            heartbeat = HEADER.pack(0, 0, 0xC0, 1, offset, SESSION_ID, STREAM_ID, term_id) + bytes(8)
            self._send_all(heartbeat)
            self.last_send_ns = now
        if sent == 0:
            self.limit = self.flow_control.on_idle(now, self.limit, self.position, False)
        self.retransmit.process_timeouts(now, self.resender)

    def on_control(self, datagram: bytes) -> None:
        kind = struct.unpack_from("<H", datagram, 6)[0]
        now = self.clock.nano_time()
        if kind == frames.HeaderType.SM:
            sm = StatusMessage.decode(datagram)
            self.limit = self.flow_control.on_status_message(
                sm, self.limit, self.initial_term_id, self.bits, now)
        elif kind == frames.HeaderType.NAK:
            nak = frames.NakHeaderDecoder().wrap(datagram, 0, length=len(datagram))
            self.naks_received += 1
            self.retransmit.on_nak(nak.term_id, nak.term_offset, nak.length, self.logs.term_length, self.mtu,
                                   self.flow_control, self.resender)

    def close(self) -> None:
        self.logs.close()


class SimReceiver:
    """The receiver half of a publication image: rebuild, detect loss, NAK, send status messages."""

    def __init__(self, path: Path, network: SimNetwork, name: str, term_length: int, mtu: int,
                 initial_term_id: int, delay_generator: FeedbackDelayGenerator, receiver_id: int,
                 group_tag: int | None = None) -> None:
        self.network = network
        self.name = name
        self.clock = network.clock
        self.logs = LogBuffers.create(path, term_length, mtu_length=mtu, initial_term_id=initial_term_id,
                                      session_id=SESSION_ID, stream_id=STREAM_ID,
                                      log_type=d.LOG_BUFFER_TYPE_PUBLICATION_IMAGE)
        self.rebuilder = TermRebuilder(self.logs)
        self.scanner = TermScanner(self.logs)
        self.bits = self.logs.position_bits_to_shift
        self.mask = term_length - 1
        self.initial_term_id = initial_term_id
        self.cc = StaticWindowCongestionControl(term_length)
        self.loss_detector = LossDetector(delay_generator, self._on_gap)
        self.receiver_id = receiver_id
        self.group_tag = group_tag
        self.rebuild_position = 0
        self.hwm = 0
        self.last_sm_ns: int | None = None
        self.last_sm_position = -1
        self.naks_sent: list[tuple[int, int, int, int]] = []  # (time, term id, offset, length)
        self.gaps_found = 0

    def on_data(self, datagram: bytes) -> None:
        frame_length, _v, _f, _t, term_offset, session_id, stream_id, term_id = HEADER.unpack_from(datagram)
        assert (session_id, stream_id) == (SESSION_ID, STREAM_ID)
        position = d.compute_position(term_id, term_offset, self.bits, self.initial_term_id)
        if frame_length == 0 and len(datagram) == 32:
            self.hwm = max(self.hwm, position)
            return
        if position < self.rebuild_position:
            return
        partition = d.index_by_position(position, self.bits)
        self.rebuilder.insert(partition, term_offset, datagram)
        self.hwm = max(self.hwm, position + len(datagram))

    def _on_gap(self, term_id: int, term_offset: int, length: int) -> None:
        self.naks_sent.append((self.clock.nano_time(), term_id, term_offset, length))
        nak = bytearray(28)
        enc = frames.NakHeaderEncoder().wrap(nak, 0, 28)
        enc.frame_length = 28
        enc.version = 0
        enc.flags = 0
        enc.header_type = frames.HeaderType.NAK
        enc.session_id = SESSION_ID
        enc.stream_id = STREAM_ID
        enc.term_id = term_id
        enc.term_offset = term_offset
        enc.length = length
        self.network.send(self.name, SENDER, bytes(nak))

    def _send_sm(self, now: int) -> None:
        length = 36 if self.group_tag is None else 44
        sm = bytearray(length)
        enc = frames.StatusMessageHeaderEncoder().wrap(sm, 0, 36)
        enc.frame_length = length
        enc.version = 0
        enc.flags = 0
        enc.header_type = frames.HeaderType.SM
        enc.session_id = SESSION_ID
        enc.stream_id = STREAM_ID
        enc.consumption_term_id = d.compute_term_id_from_position(
            self.rebuild_position, self.bits, self.initial_term_id)
        enc.consumption_term_offset = self.rebuild_position & self.mask
        enc.receiver_window_length = self.cc.window_length
        enc.receiver_id = self.receiver_id
        if self.group_tag is not None:
            struct.pack_into("<q", sm, 36, self.group_tag)
        self.network.send(self.name, SENDER, bytes(sm))
        self.last_sm_ns = now
        self.last_sm_position = self.rebuild_position

    def duty(self) -> int:
        """One turn under an aeronkit.testing Scheduler: take the data that arrived, then NAK and report."""
        received = self.network.poll(self.name, self.on_data)
        self.do_work()
        return received

    def do_work(self) -> None:
        now = self.clock.nano_time()
        rebuild_offset, found = self.loss_detector.scan(
            self.scanner, self.rebuild_position, self.hwm, now, self.mask, self.bits, self.initial_term_id)
        self.gaps_found += int(found)
        term_begin = self.rebuild_position - (self.rebuild_position & self.mask)
        self.rebuild_position = max(self.rebuild_position, term_begin + rebuild_offset)
        threshold = self.cc.window_length // 4
        if (self.last_sm_ns is None or now - self.last_sm_ns >= SM_TIMEOUT_NS
                or self.rebuild_position > self.last_sm_position + threshold):
            self._send_sm(now)

    def stream_bytes(self, length: int) -> bytes:
        """The rebuilt stream [0, length) read back out of the image terms."""
        out = bytearray()
        position = 0
        while position < length:
            partition = d.index_by_position(position, self.bits)
            offset = position & self.mask
            chunk = min(self.mask + 1 - offset, length - position)
            out += self.logs.term_buffer(partition)[offset:offset + chunk]
            position += chunk
        return bytes(out)

    def close(self) -> None:
        self.logs.close()


def sender_stream_bytes(sender: SimSender, length: int) -> bytes:
    out = bytearray()
    position = 0
    mask = sender.logs.term_length - 1
    while position < length:
        partition = d.index_by_position(position, sender.bits)
        offset = position & mask
        chunk = min(mask + 1 - offset, length - position)
        out += sender.logs.term_buffer(partition)[offset:offset + chunk]
        position += chunk
    return bytes(out)
