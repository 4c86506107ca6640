"""Byte layouts of the UDP protocol frames the sender and receiver write and read.

Facts from aeron-client/src/main/java/io/aeron/protocol/{HeaderFlyweight,DataHeaderFlyweight,SetupFlyweight,
StatusMessageFlyweight,NakFlyweight,RttMeasurementFlyweight,ErrorFlyweight,ResponseSetupFlyweight}.java
at 1.51.0: every frame starts with
frame length (int32), version (uint8, 0), flags (uint8) and type (uint16), all little-endian. These are
plain ``struct`` layouts because the sender and receiver touch a few frames per duty cycle and the
generated flyweights would cost an object per frame; tests/udp_driver checks them against the generated
``aeronkit.codecs.frames`` layouts so the two can never drift apart.
"""

from __future__ import annotations

import struct
from typing import NamedTuple

from aeronkit.codecs import frames
from aeronkit.errors import CodecError

# Every value below comes from the generated codecs (schemas/frames-codecs.xml); the other driver and
# logbuffer modules import them from here instead of re-typing them.
HDR_TYPE_PAD = int(frames.HeaderType.PAD)
HDR_TYPE_DATA = int(frames.HeaderType.DATA)
HDR_TYPE_NAK = int(frames.HeaderType.NAK)
HDR_TYPE_SM = int(frames.HeaderType.SM)
HDR_TYPE_ERR = int(frames.HeaderType.ERR)
HDR_TYPE_SETUP = int(frames.HeaderType.SETUP)
HDR_TYPE_RTTM = int(frames.HeaderType.RTTM)
HDR_TYPE_RSP_SETUP = int(frames.HeaderType.RSP_SETUP)

CURRENT_VERSION = 0
BEGIN_FLAG = int(frames.DataFlags.BEGIN)
END_FLAG = int(frames.DataFlags.END)
BEGIN_END_FLAGS = int(frames.DataFlags.BEGIN | frames.DataFlags.END)
EOS_FLAG = int(frames.DataFlags.EOS)
REVOKED_FLAG = int(frames.DataFlags.REVOKED)
BEGIN_END_AND_EOS_FLAGS = int(frames.DataFlags.BEGIN | frames.DataFlags.END | frames.DataFlags.EOS)
SETUP_GROUP_FLAG = int(frames.SetupFlags.GROUP)
SETUP_SEND_RESPONSE_SETUP_FLAG = int(frames.SetupFlags.SEND_RESPONSE_SETUP)
SM_SEND_SETUP_FLAG = int(frames.StatusFlags.SEND_SETUP)
SM_END_OF_STREAM_FLAG = int(frames.StatusFlags.END_OF_STREAM)
RTTM_REPLY_FLAG = int(frames.RttmFlags.REPLY)
ERR_HAS_GROUP_ID_FLAG = int(frames.ErrorFlags.HAS_GROUP_ID)

# length, version, flags, type, term offset, session id, stream id, term id, reserved value
DATA_HEADER = struct.Struct("<iBBHiiiiq")
# length, version, flags, type, term offset, session id, stream id, initial term id, active term id,
# term length, mtu, ttl
SETUP = struct.Struct("<iBBHiiiiiiii")
# length, version, flags, type, session id, stream id, consumption term id, consumption term offset,
# receiver window, receiver id
STATUS_MESSAGE = struct.Struct("<iBBHiiiiiq")
GROUP_TAG = struct.Struct("<q")
# length, version, flags, type, session id, stream id, term id, term offset, length
NAK = struct.Struct("<iBBHiiiii")
# length, version, flags, type, session id, stream id, echo timestamp, reception delta, receiver id
RTTM = struct.Struct("<iBBHiiqqq")
# length, version, flags, type, session id, stream id, response session id
RSP_SETUP = struct.Struct("<iBBHiii")

DATA_HEADER_LENGTH = frames.DataFrameEncoder.BLOCK_LENGTH  # 32
SETUP_LENGTH = frames.SetupFrameEncoder.BLOCK_LENGTH  # 40
SM_LENGTH = frames.StatusMessageFrameEncoder.BLOCK_LENGTH  # 36
NAK_LENGTH = frames.NakFrameEncoder.BLOCK_LENGTH  # 28
RTTM_LENGTH = frames.RttMeasurementFrameEncoder.BLOCK_LENGTH  # 40
ERR_HEADER_LENGTH = frames.ErrorFrameEncoder.BLOCK_LENGTH + 4  # 40: the block, then the message's length
RSP_SETUP_LENGTH = frames.ResponseSetupHeaderEncoder.ENCODED_LENGTH  # 20
assert (DATA_HEADER.size, SETUP.size, STATUS_MESSAGE.size, NAK.size, RTTM.size, RSP_SETUP.size) == (
    DATA_HEADER_LENGTH, SETUP_LENGTH, SM_LENGTH, NAK_LENGTH, RTTM_LENGTH, RSP_SETUP_LENGTH
), "udp_frames struct layouts disagree with aeronkit.codecs.frames"


def _field_offsets(encoder: type, length: int, fields: tuple[str, ...]) -> tuple[int, ...]:
    """Where each field sits, found by letting the generated encoder write it into a zeroed frame."""
    offsets = []
    for name in fields:
        buffer = bytearray(length)
        value = frames.HeaderType.DATA if name == "header_type" else 1
        setattr(encoder().wrap(buffer, 0, length), name, value)
        offsets.append(next(i for i, b in enumerate(buffer) if b))
    return tuple(offsets)


# DATA/PAD header field offsets (DataHeaderFlyweight), from the generated encoder.
(
    FRAME_LENGTH_FIELD_OFFSET,
    VERSION_FIELD_OFFSET,
    FLAGS_FIELD_OFFSET,
    TYPE_FIELD_OFFSET,
    TERM_OFFSET_FIELD_OFFSET,
    SESSION_ID_FIELD_OFFSET,
    STREAM_ID_FIELD_OFFSET,
    TERM_ID_FIELD_OFFSET,
    RESERVED_VALUE_OFFSET,
) = _field_offsets(
    frames.DataHeaderEncoder,
    DATA_HEADER_LENGTH,
    ("frame_length", "version", "flags", "header_type", "term_offset", "session_id", "stream_id", "term_id",
     "reserved_value"),
)
_FRAME_LENGTH = struct.Struct("<i")


def heartbeat(session_id: int, stream_id: int, term_id: int, term_offset: int, flags: int) -> bytes:
    """A 32-byte DATA header with frame length 0 at the sender position (NetworkPublication heartbeats)."""
    return DATA_HEADER.pack(
        0, CURRENT_VERSION, flags, HDR_TYPE_DATA, term_offset, session_id, stream_id, term_id, 0
    )


def setup(
    session_id: int,
    stream_id: int,
    initial_term_id: int,
    active_term_id: int,
    term_offset: int,
    term_length: int,
    mtu: int,
    ttl: int,
    flags: int = 0,
) -> bytes:
    return SETUP.pack(
        SETUP_LENGTH,
        CURRENT_VERSION,
        flags,
        HDR_TYPE_SETUP,
        term_offset,
        session_id,
        stream_id,
        initial_term_id,
        active_term_id,
        term_length,
        mtu,
        ttl,
    )


def status_message(
    session_id: int,
    stream_id: int,
    term_id: int,
    term_offset: int,
    window: int,
    receiver_id: int,
    flags: int = 0,
    group_tag: int | None = None,
) -> bytes:
    length = SM_LENGTH if group_tag is None else SM_LENGTH + GROUP_TAG.size
    frame = STATUS_MESSAGE.pack(
        length,
        CURRENT_VERSION,
        flags,
        HDR_TYPE_SM,
        session_id,
        stream_id,
        term_id,
        term_offset,
        window,
        receiver_id,
    )
    return frame if group_tag is None else frame + GROUP_TAG.pack(group_tag)


def nak(session_id: int, stream_id: int, term_id: int, term_offset: int, length: int) -> bytes:
    return NAK.pack(
        NAK_LENGTH, CURRENT_VERSION, 0, HDR_TYPE_NAK, session_id, stream_id, term_id, term_offset, length
    )


def rttm(
    session_id: int,
    stream_id: int,
    echo_timestamp_ns: int,
    reception_delta: int,
    receiver_id: int,
    flags: int,
) -> bytes:
    return RTTM.pack(
        RTTM_LENGTH,
        CURRENT_VERSION,
        flags,
        HDR_TYPE_RTTM,
        session_id,
        stream_id,
        echo_timestamp_ns,
        reception_delta,
        receiver_id,
    )


def response_setup(session_id: int, stream_id: int, response_session_id: int) -> bytes:
    """ResponseSetupFlyweight: the image of a publication that asked for a response channel names the
    session of the response publication made for it, so the requester can subscribe to that session."""
    return RSP_SETUP.pack(
        RSP_SETUP_LENGTH, CURRENT_VERSION, 0, HDR_TYPE_RSP_SETUP, session_id, stream_id, response_session_id
    )


def error_frame(
    session_id: int,
    stream_id: int,
    receiver_id: int,
    group_tag: int | None,
    error_code: int,
    message: str,
) -> bytes:
    """ErrorFlyweight: a receiver tells a sender why it refuses the stream (e.g. IMAGE_REJECTED)."""
    text = message.encode("ascii", errors="replace")
    length = ERR_HEADER_LENGTH + len(text)
    frame = bytearray(length)
    encoder = frames.ErrorFrameEncoder().wrap(frame, 0, length)
    encoder.frame_length = length
    encoder.version = CURRENT_VERSION
    encoder.flags = 0 if group_tag is None else ERR_HAS_GROUP_ID_FLAG
    encoder.header_type = HDR_TYPE_ERR
    encoder.session_id = session_id
    encoder.stream_id = stream_id
    encoder.receiver_id = receiver_id
    encoder.group_tag = 0 if group_tag is None else group_tag
    encoder.error_code = error_code
    encoder.put_error_message(text)
    return bytes(frame)


class ErrorFrame(NamedTuple):
    """What an error frame says: the stream, the receiver, its group tag (None without the flag), why."""

    session_id: int
    stream_id: int
    receiver_id: int
    group_tag: int | None
    error_code: int
    error_message: str


def parse_error_frame(datagram: bytes | bytearray | memoryview) -> ErrorFrame | None:
    """The fields of an ERR datagram, or None when its message runs past the datagram (an invalid packet)."""
    decoder = frames.ErrorFrameDecoder().wrap(datagram, 0, length=len(datagram))
    try:
        message = decoder.error_message
    except CodecError:
        return None
    group_tag = decoder.group_tag if decoder.flags & ERR_HAS_GROUP_ID_FLAG else None
    return ErrorFrame(
        decoder.session_id, decoder.stream_id, decoder.receiver_id, group_tag, decoder.error_code, message
    )


def frame_length(datagram: bytes | bytearray | memoryview) -> int:
    return int(_FRAME_LENGTH.unpack_from(datagram, 0)[0])


def is_heartbeat(datagram: bytes | bytearray | memoryview, length: int) -> bool:
    return length == DATA_HEADER_LENGTH and frame_length(datagram) == 0
