"""Round-trip time measurement with RTTM frames, stepped by the caller's clock.

Wire and rules from aeron-client/.../protocol/RttMeasurementFlyweight.java and aeron-driver/.../
{NetworkPublication,PublicationImage,ReceiveChannelEndpoint}.java (1.51.0): a receiver asks by sending an
RTTM with the REPLY flag (0x80) and its clock in ``echoTimestampNs``; the sender answers at once with the
same echo timestamp, receiver id, flags 0 and reception delta 0; the receiver takes
RTT = now - echo timestamp - reception delta. A receive endpoint only accepts replies whose receiver id
is its own (or 0). Aeron's default static congestion control never asks; the cubic one asks when no
answer came within max(last RTT, initial RTT) * 4. ``RttTracker`` keeps that schedule and the figures
(last, min, max, smoothed) for counters and tools.
"""

from __future__ import annotations

from aeronkit.codecs import frames
from aeronkit.driver.udp_frames import RTTM_LENGTH
from aeronkit.driver.udp_frames import RTTM_REPLY_FLAG as REPLY_FLAG

INITIAL_RTT_NS_DEFAULT = 100_000
RTT_TIMEOUT_MULTIPLE = 4


def encode_rttm(
    buffer: bytearray | memoryview, *, session_id: int, stream_id: int, echo_timestamp_ns: int,
    reception_delta: int, receiver_id: int, is_reply_request: bool,
) -> int:
    """Write a 40-byte RTTM frame at the start of ``buffer`` with the generated codec; returns its length."""
    enc = frames.RttMeasurementHeaderEncoder().wrap(buffer, 0, RTTM_LENGTH)
    enc.frame_length = RTTM_LENGTH
    enc.version = 0
    enc.flags = REPLY_FLAG if is_reply_request else 0
    enc.header_type = frames.HeaderType.RTTM
    enc.session_id = session_id
    enc.stream_id = stream_id
    enc.echo_timestamp_ns = echo_timestamp_ns
    enc.reception_delta = reception_delta
    enc.receiver_id = receiver_id
    return RTTM_LENGTH


def reply_to(request: bytes | bytearray | memoryview, out: bytearray | memoryview) -> int:
    """The sender's answer to a request: same ids and echo timestamp, flags 0, reception delta 0.

    Returns 0 (no reply) when the frame is not a request.
    """
    dec = frames.RttMeasurementHeaderDecoder().wrap(request, 0, length=len(request))
    if not int(dec.flags) & REPLY_FLAG:
        return 0
    return encode_rttm(out, session_id=dec.session_id, stream_id=dec.stream_id,
                       echo_timestamp_ns=dec.echo_timestamp_ns, reception_delta=0,
                       receiver_id=dec.receiver_id, is_reply_request=False)


class RttTracker:
    """One image's RTT state: when to ask, and what the answers said."""

    def __init__(self, receiver_id: int, initial_rtt_ns: int = INITIAL_RTT_NS_DEFAULT) -> None:
        self.receiver_id = receiver_id
        self.initial_rtt_ns = initial_rtt_ns
        self.last_rtt_timestamp_ns = 0
        self.timeout_ns = initial_rtt_ns * RTT_TIMEOUT_MULTIPLE
        self.last_rtt_ns: int | None = None
        self.min_rtt_ns: int | None = None
        self.max_rtt_ns: int | None = None
        self.smoothed_rtt_ns: float | None = None
        self.measurements = 0
        self.rejected = 0

    def should_measure(self, now_ns: int) -> bool:
        return self.last_rtt_timestamp_ns + self.timeout_ns - now_ns < 0

    def request(self, buffer: bytearray | memoryview, now_ns: int, session_id: int, stream_id: int) -> int:
        """Write a request stamped ``now_ns`` and note that one is outstanding; returns its length."""
        self.last_rtt_timestamp_ns = now_ns
        return encode_rttm(buffer, session_id=session_id, stream_id=stream_id, echo_timestamp_ns=now_ns,
                           reception_delta=0, receiver_id=self.receiver_id, is_reply_request=True)

    def on_reply(self, frame: bytes | bytearray | memoryview, now_ns: int) -> int | None:
        """Take a reply; returns the RTT, or None if it was meant for another receiver or is not a reply."""
        dec = frames.RttMeasurementHeaderDecoder().wrap(frame, 0, length=len(frame))
        if int(dec.flags) & REPLY_FLAG or dec.receiver_id not in (0, self.receiver_id):
            self.rejected += 1
            return None
        rtt = now_ns - dec.echo_timestamp_ns - dec.reception_delta
        self.last_rtt_timestamp_ns = now_ns
        self.last_rtt_ns = rtt
        self.min_rtt_ns = rtt if self.min_rtt_ns is None else min(self.min_rtt_ns, rtt)
        self.max_rtt_ns = rtt if self.max_rtt_ns is None else max(self.max_rtt_ns, rtt)
        previous = self.smoothed_rtt_ns
        self.smoothed_rtt_ns = float(rtt) if previous is None else 0.875 * previous + 0.125 * rtt
        self.timeout_ns = max(rtt, self.initial_rtt_ns) * RTT_TIMEOUT_MULTIPLE
        self.measurements += 1
        return rtt
