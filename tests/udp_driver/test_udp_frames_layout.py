"""The sender's and receiver's struct frame layouts decode field for field with the generated SBE codecs.

aeronkit/driver/udp_frames.py writes frames with ``struct`` for speed; schemas/transport-frames.xml (and its
generated ``aeronkit.codecs.frames``) is the proven-equivalent description of Aeron's wire format. Any
drift between the two shows up here as a property failure.
"""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from aeronkit._native import lib
from aeronkit.codecs import frames
from aeronkit.driver import udp_frames as f

i32 = st.integers(-(2**31), 2**31 - 1)
i64 = st.integers(-(2**63), 2**63 - 1)
u8 = st.integers(0, 255)


@given(i32, i32, i32, i32, u8)
def test_heartbeat(session: int, stream: int, term_id: int, term_offset: int, flags: int) -> None:
    frame = f.heartbeat(session, stream, term_id, term_offset, flags)
    dec = frames.DataHeaderDecoder().wrap(frame, 0, length=len(frame))
    assert (dec.frame_length, dec.version, int(dec.flags), int(dec.header_type)) == (0, 0, flags, 1)
    assert (dec.session_id, dec.stream_id, dec.term_id, dec.term_offset, dec.reserved_value) == (
        session,
        stream,
        term_id,
        term_offset,
        0,
    )
    assert f.is_heartbeat(frame, len(frame))


@given(i32, i32, i32, i32, i32, i32, i32, i32, u8)
def test_setup(
    session: int,
    stream: int,
    initial: int,
    active: int,
    offset: int,
    term_length: int,
    mtu: int,
    ttl: int,
    flags: int,
) -> None:
    frame = f.setup(session, stream, initial, active, offset, term_length, mtu, ttl, flags)
    dec = frames.SetupHeaderDecoder().wrap(frame, 0, length=len(frame))
    assert (dec.frame_length, int(dec.header_type), int(dec.flags)) == (40, 5, flags)
    assert (
        dec.session_id,
        dec.stream_id,
        dec.initial_term_id,
        dec.active_term_id,
        dec.term_offset,
        dec.term_length,
        dec.mtu_length,
        dec.ttl,
    ) == (session, stream, initial, active, offset, term_length, mtu, ttl)


@given(i32, i32, i32, i32, i32, i64, u8, st.one_of(st.none(), i64))
def test_status_message(
    session: int,
    stream: int,
    term_id: int,
    offset: int,
    window: int,
    receiver_id: int,
    flags: int,
    group_tag: int | None,
) -> None:
    frame = f.status_message(session, stream, term_id, offset, window, receiver_id, flags, group_tag)
    dec = frames.StatusMessageHeaderDecoder().wrap(frame, 0, length=len(frame))
    assert (dec.frame_length, int(dec.header_type), int(dec.flags)) == (
        36 if group_tag is None else 44,
        3,
        flags,
    )
    assert (
        dec.session_id,
        dec.stream_id,
        dec.consumption_term_id,
        dec.consumption_term_offset,
        dec.receiver_window_length,
        dec.receiver_id,
    ) == (session, stream, term_id, offset, window, receiver_id)
    if group_tag is not None:
        assert frames.StatusMessageGroupTagDecoder().wrap(frame, 36, length=8).group_tag == group_tag


@given(i32, i32, i32, i32, i32)
def test_nak(session: int, stream: int, term_id: int, offset: int, length: int) -> None:
    frame = f.nak(session, stream, term_id, offset, length)
    dec = frames.NakHeaderDecoder().wrap(frame, 0, length=len(frame))
    assert (dec.frame_length, int(dec.header_type), int(dec.flags)) == (28, 2, 0)
    assert (dec.session_id, dec.stream_id, dec.term_id, dec.term_offset, dec.length) == (
        session,
        stream,
        term_id,
        offset,
        length,
    )


@given(i32, i32, i64, i64, i64, st.sampled_from([0, f.RTTM_REPLY_FLAG]))
def test_rttm(session: int, stream: int, echo: int, delta: int, receiver_id: int, flags: int) -> None:
    frame = f.rttm(session, stream, echo, delta, receiver_id, flags)
    dec = frames.RttMeasurementHeaderDecoder().wrap(frame, 0, length=len(frame))
    assert (dec.frame_length, int(dec.header_type), int(dec.flags)) == (40, 6, flags)
    assert (dec.session_id, dec.stream_id, dec.echo_timestamp_ns, dec.reception_delta, dec.receiver_id) == (
        session,
        stream,
        echo,
        delta,
        receiver_id,
    )


def test_the_native_receive_path_names_the_same_offsets_types_and_lengths() -> None:
    """native/aeronkit_logbuffer.h and aeronkit_udp.h spell the frame layout for C; it must be this one."""
    assert (
        lib.AERONKIT_FRAME_LENGTH_OFFSET, lib.AERONKIT_FRAME_VERSION_OFFSET, lib.AERONKIT_FRAME_FLAGS_OFFSET,
        lib.AERONKIT_FRAME_TYPE_OFFSET, lib.AERONKIT_FRAME_TERM_OFFSET_OFFSET,
        lib.AERONKIT_FRAME_SESSION_ID_OFFSET, lib.AERONKIT_FRAME_STREAM_ID_OFFSET,
        lib.AERONKIT_FRAME_TERM_ID_OFFSET, lib.AERONKIT_FRAME_RESERVED_VALUE_OFFSET,
    ) == (
        f.FRAME_LENGTH_FIELD_OFFSET, f.VERSION_FIELD_OFFSET, f.FLAGS_FIELD_OFFSET, f.TYPE_FIELD_OFFSET,
        f.TERM_OFFSET_FIELD_OFFSET, f.SESSION_ID_FIELD_OFFSET, f.STREAM_ID_FIELD_OFFSET,
        f.TERM_ID_FIELD_OFFSET, f.RESERVED_VALUE_OFFSET,
    )
    assert (lib.AERONKIT_FRAME_BEGIN_FLAG, lib.AERONKIT_FRAME_END_FLAG, lib.AERONKIT_FRAME_EOS_FLAG,
            lib.AERONKIT_FRAME_REVOKED_FLAG) == (f.BEGIN_FLAG, f.END_FLAG, f.EOS_FLAG, f.REVOKED_FLAG)
    assert (lib.AERONKIT_FRAME_TYPE_PAD, lib.AERONKIT_FRAME_TYPE_DATA, lib.AERONKIT_UDP_HDR_TYPE_NAK,
            lib.AERONKIT_UDP_HDR_TYPE_SM, lib.AERONKIT_UDP_HDR_TYPE_ERR, lib.AERONKIT_UDP_HDR_TYPE_SETUP,
            lib.AERONKIT_UDP_HDR_TYPE_RTTM, lib.AERONKIT_UDP_HDR_TYPE_RSP_SETUP) == (
        f.HDR_TYPE_PAD, f.HDR_TYPE_DATA, f.HDR_TYPE_NAK, f.HDR_TYPE_SM, f.HDR_TYPE_ERR, f.HDR_TYPE_SETUP,
        f.HDR_TYPE_RTTM, f.HDR_TYPE_RSP_SETUP)
    assert (lib.AERONKIT_DATA_HEADER_LENGTH, lib.AERONKIT_UDP_NAK_LENGTH, lib.AERONKIT_UDP_SM_LENGTH,
            lib.AERONKIT_UDP_SETUP_LENGTH, lib.AERONKIT_UDP_RTTM_LENGTH) == (
        f.DATA_HEADER_LENGTH, f.NAK_LENGTH, f.SM_LENGTH, f.SETUP_LENGTH, f.RTTM_LENGTH)
    assert lib.AERONKIT_UDP_ERR_HEADER_LENGTH == frames.ErrorFrameEncoder.BLOCK_LENGTH + 4  # + message length
    assert lib.AERONKIT_UDP_RSP_SETUP_LENGTH == frames.ResponseSetupFrameEncoder.BLOCK_LENGTH
