"""The receive rules in plain Python: the reference the C insert path is checked against.

aeron-driver/src/main/java/io/aeron/driver/PublicationImage.java at 1.51.0 (insertPacket) with
TermRebuilder.insert, over the same receive state the C code keeps (native/aeronkit_udp.h,
aeronkit_udp_image_t) and three terms held as bytearrays. The driver does not run this: every datagram the
driver receives goes through aeronkit_udp_insert_packet in C (aeronkit_udp_receive_data or, with a loss
interceptor, aeronkit_udp_dispatch_data). tests/udp/test_udp_receive_reference.py feeds both the same
packets and asserts the same term bytes and the same state.

The rules, per DATA/PAD datagram (whole frames of one term, as the classification leaves them):
  * a term offset that is negative, not 32-aligned or runs past the term, or a padding frame that claims
    more than the rest of the term, is invalid;
  * a datagram more than half a term beyond the last status message is an over-run (heartbeats are not
    counted) and dropped;
  * a heartbeat (a bare 32-byte header with frame length 0) older than a term behind the last status
    message is ignored; otherwise it counts, keeps the image alive, may carry end of stream (and revoked),
    and moves the high-water mark to its position;
  * data behind the last status message is an under-run (it still keeps the image alive when within a
    receiver window of it);
  * anything else goes into its term at its offset unless a frame is already there (a retransmit), keeps
    the image alive and moves the high-water mark to its end.
A rejected image takes nothing. Every datagram that keeps the image alive names its slot (``track_slot``,
which transport and address the image hears from); with ``eos_deferred`` (an image fed by several
transports) an end-of-stream heartbeat only names its slot (``eos_slot``) and ends nothing by itself.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from aeronkit.driver import udp_frames as f
from aeronkit.logbuffer import descriptor as d


@dataclass
class ReferenceImage:
    term_length: int
    initial_term_id: int
    last_sm_position: int
    last_overrun_threshold: int
    window_length: int
    hwm_position: int
    time_of_last_packet_ns: int = 0
    end_of_stream_position: int = -1
    rejected: bool = False
    eos_deferred: bool = False
    track_slot: int = -1
    eos_slot: int = -1
    datagrams: int = 0
    inserted: int = 0
    heartbeats: int = 0
    over_runs: int = 0
    under_runs: int = 0
    invalid: int = 0
    revoked: int = 0
    terms: list[bytearray] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.bits = d.position_bits_to_shift(self.term_length)
        self.terms = [bytearray(self.term_length) for _ in range(d.PARTITION_COUNT)]

    def on_status_message(self, position: int) -> None:
        """What sending a status message at ``position`` changes for the insert rules."""
        self.last_sm_position = position
        self.last_overrun_threshold = position + (self.term_length >> 1)

    def _padding_within_term(self, datagram: bytes, term_offset: int) -> bool:
        offset = 0
        while offset < len(datagram):
            frame_length, _v, _flags, kind = f.DATA_HEADER.unpack_from(datagram, offset)[:4]
            if kind == f.HDR_TYPE_PAD:
                return term_offset + offset + frame_length <= self.term_length
            if frame_length < f.DATA_HEADER_LENGTH:
                return True
            offset += d.align(frame_length, d.FRAME_ALIGNMENT)
        return True

    def insert_packet(self, datagram: bytes, slot: int, now_ns: int) -> None:
        length = len(datagram)
        header = f.DATA_HEADER.unpack_from(datagram)
        frame_length, flags, term_offset, term_id = header[0], header[2], header[4], header[7]
        is_heartbeat = length == f.DATA_HEADER_LENGTH and frame_length == 0
        self.datagrams += 1
        if self.rejected:
            return
        if (
            term_offset < 0
            or term_offset % d.FRAME_ALIGNMENT
            or term_offset + length > self.term_length
            or not self._padding_within_term(datagram, term_offset)
        ):
            self.invalid += 1
            return
        position = d.compute_position(term_id, term_offset, self.bits, self.initial_term_id)
        proposed = position if is_heartbeat else position + length
        if proposed > self.last_overrun_threshold:
            if not is_heartbeat:
                self.over_runs += 1
            return
        if is_heartbeat:
            if position < self.last_sm_position - self.term_length:
                return
            self.heartbeats += 1
            self.time_of_last_packet_ns = now_ns
            self.track_slot = slot
            if flags & f.EOS_FLAG and self.eos_deferred:
                self.eos_slot = slot
            elif flags & f.EOS_FLAG and self.end_of_stream_position < 0:
                self.end_of_stream_position = position
                if flags & f.REVOKED_FLAG:
                    self.revoked += 1
            self.hwm_position = max(self.hwm_position, position)
            return
        if position < self.last_sm_position:
            self.under_runs += 1
            if position >= self.last_sm_position - self.window_length:
                self.time_of_last_packet_ns = now_ns
                self.track_slot = slot
            return
        term = self.terms[(position >> self.bits) % d.PARTITION_COUNT]
        if f.frame_length(term[term_offset:term_offset + 4]) == 0:  # TermRebuilder: only into an empty slot
            term[term_offset:term_offset + length] = datagram
            self.inserted += 1
        self.time_of_last_packet_ns = now_ns
        self.track_slot = slot
        self.hwm_position = max(self.hwm_position, proposed)
