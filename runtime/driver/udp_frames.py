"""Byte layouts of the UDP protocol frames the sender and receiver write and read.

Facts from aeron-client/src/main/java/io/aeron/protocol/{HeaderFlyweight,DataHeaderFlyweight,SetupFlyweight,
StatusMessageFlyweight,NakFlyweight,RttMeasurementFlyweight}.java at 1.51.0: every frame starts with
frame length (int32), version (uint8, 0), flags (uint8) and type (uint16), all little-endian. These are
plain ``struct`` layouts because the sender and receiver touch a few frames per duty cycle and the
generated flyweights would cost an object per frame; tests/udp_driver checks them against the generated
``aeronkit.codecs.frames`` layouts so the two can never drift apart.
"""

from __future__ import annotations

import struct

HDR_TYPE_PAD = 0x00
HDR_TYPE_DATA = 0x01
HDR_TYPE_NAK = 0x02
HDR_TYPE_SM = 0x03
HDR_TYPE_ERR = 0x04
HDR_TYPE_SETUP = 0x05
HDR_TYPE_RTTM = 0x06

CURRENT_VERSION = 0
BEGIN_END_FLAGS = 0xC0
EOS_FLAG = 0x20
REVOKED_FLAG = 0x10
BEGIN_END_AND_EOS_FLAGS = 0xE0
SETUP_GROUP_FLAG = 0x40
SM_SEND_SETUP_FLAG = 0x80
SM_END_OF_STREAM_FLAG = 0x40
RTTM_REPLY_FLAG = 0x80

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

DATA_HEADER_LENGTH = DATA_HEADER.size  # 32
SETUP_LENGTH = SETUP.size  # 40
SM_LENGTH = STATUS_MESSAGE.size  # 36
NAK_LENGTH = NAK.size  # 28
RTTM_LENGTH = RTTM.size  # 40
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


def frame_length(datagram: bytes | bytearray | memoryview) -> int:
    return int(_FRAME_LENGTH.unpack_from(datagram, 0)[0])


def is_heartbeat(datagram: bytes | bytearray | memoryview, length: int) -> bool:
    return length == DATA_HEADER_LENGTH and frame_length(datagram) == 0
