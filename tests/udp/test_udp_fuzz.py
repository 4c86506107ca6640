"""Garbage in: pollers, status message decoding and NAK handling never crash and count what they drop."""

from __future__ import annotations

import struct
from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support.wait import wait_until

from aeronkit.clock import ManualClock
from aeronkit.driver.flow_control import StatusMessage, UnicastFlowControl
from aeronkit.driver.media.batch_io import Address
from aeronkit.driver.media.poller import DATA_FRAME_TYPES, data_poller
from aeronkit.driver.media.transport import ReceiveChannelTransport, SendChannelTransport
from aeronkit.driver.media.udp_channel import UdpChannel
from aeronkit.driver.retransmit_handler import RetransmitHandler
from aeronkit.errors import CodecError

MINIMUM = {0: 32, 1: 32, 2: 28, 3: 36, 4: 40, 5: 40, 6: 40, 11: 20}


def model_type(d: bytes) -> int:
    """A plain model of aeronkit_udp_classify, to check the C against."""
    if len(d) < 8 or d[4] != 0:
        return -1
    kind = int.from_bytes(d[6:8], "little")
    if len(d) < MINIMUM.get(kind, 8):
        return -1
    if kind in (0, 1) and not model_data_valid(d):
        return -1
    return kind


def model_data_valid(d: bytes) -> bool:
    if len(d) % 32:
        return False
    first = struct.unpack_from("<iBBHiiii", d, 0)
    if first[0] == 0:
        return len(d) == 32
    offset = 0
    while offset < len(d):
        length, version, _flags, kind, term_offset, session, stream, term_id = struct.unpack_from(
            "<iBBHiiii", d, offset)
        if (version != 0 or length < 32 or kind not in (0, 1) or (session, stream, term_id) != first[5:8]
                or term_offset != first[4] + offset):
            return False
        if kind == 0:
            return offset + 32 == len(d)
        aligned = (length + 31) & ~31
        if aligned > len(d) - offset:
            return False
        offset += aligned
    return True

int32 = st.integers(-(2**31), 2**31 - 1)


class Recorder:
    def __init__(self) -> None:
        self.frames: list[bytes] = []

    def on_frame(self, frame_type: int, datagram: memoryview, source: Address, transport_index: int) -> None:
        self.frames.append(bytes(datagram))


@pytest.fixture(scope="module")
def link() -> Iterator[tuple[SendChannelTransport, ReceiveChannelTransport]]:
    receiver = ReceiveChannelTransport(UdpChannel.parse("aeron:udp?endpoint=127.0.0.1:0")).open()
    sender = SendChannelTransport(
        UdpChannel.parse(f"aeron:udp?endpoint=127.0.0.1:{receiver.bound_address[1]}")).open()
    yield sender, receiver
    sender.close()
    receiver.close()


def _frame(
    length: int, version: int, kind: int, term_offset: int, ids: tuple[int, int, int], body: int
) -> bytes:
    header = struct.pack("<iBBHiiii", length, version, 0xC0, kind, term_offset, *ids)
    return header + bytes(8 + body)


def _datagram() -> st.SearchStrategy[bytes]:
    framed = st.builds(lambda length, version, kind, rest: length.to_bytes(4, "little", signed=True)
                       + bytes([version, 0]) + kind.to_bytes(2, "little") + rest,
                       int32, st.sampled_from([0, 0, 0, 1, 255]), st.integers(0, 12), st.binary(max_size=120))
    # runs of plausible data frames, sometimes broken: the interesting boundary for the C checks
    frame = st.builds(_frame, st.sampled_from([0, 32, 33, 64, 100, 4096]), st.sampled_from([0, 0, 1]),
                      st.sampled_from([0, 1, 1, 1]), st.sampled_from([0, 32, 64, 96]),
                      st.sampled_from([(1, 2, 3), (1, 2, 3), (9, 2, 3)]), st.sampled_from([0, 32, 68]))
    runs = st.lists(frame, min_size=1, max_size=4).map(b"".join)
    return st.one_of(st.binary(max_size=64), framed, runs)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(datagrams=st.lists(_datagram(), min_size=1, max_size=30))
def test_poller_drops_and_counts_garbage(
    link: tuple[SendChannelTransport, ReceiveChannelTransport], datagrams: list[bytes],
) -> None:
    sender, receiver = link
    recorder = Recorder()
    poller = data_poller(recorder)
    poller.register(receiver)
    invalid = [d for d in datagrams if model_type(d) < 0]
    accepted = [d for d in datagrams if model_type(d) in DATA_FRAME_TYPES]
    for datagram in datagrams:
        assert sender.send_to(datagram) == len(datagram)
    wait_until(lambda: poller.invalid_packets >= len(invalid) and len(recorder.frames) >= len(accepted), 5,
               "every datagram counted or handed up", work=poller.poll)
    assert poller.invalid_packets == len(invalid)
    assert recorder.frames == accepted


@settings(max_examples=300, deadline=None)
@given(frame=st.binary(max_size=80))
def test_status_message_decode_refuses_short_frames_with_codec_error(frame: bytes) -> None:
    try:
        sm = StatusMessage.decode(frame)
    except CodecError:
        assert len(frame) < 36
        return
    assert len(frame) >= 36 and len(sm.asf) <= len(frame) - 36


@settings(max_examples=300, deadline=None)
@given(naks=st.lists(st.tuples(int32, int32, int32), min_size=1, max_size=20),
       group=st.booleans())
def test_any_nak_is_either_served_within_the_term_or_dropped(
    naks: list[tuple[int, int, int]], group: bool,
) -> None:
    term = 64 * 1024
    clock = ManualClock()
    handler = RetransmitHandler(clock, has_group_semantics=group, max_retransmits=4)
    served: list[tuple[int, int, int]] = []

    class Out:
        def resend(self, term_id: int, term_offset: int, length: int) -> None:
            served.append((term_id, term_offset, length))

    invalid = 0
    for term_id, offset, length in naks:
        invalid += int(offset < 0 or offset > term - 32 or offset % 32 != 0 or length < 0)
        handler.on_nak(term_id, offset, length, term, 1408, UnicastFlowControl(16), Out())
        clock.advance(1_000)
        handler.process_timeouts(clock.nano_time(), Out())
    assert handler.invalid_packets == invalid
    for _term_id, offset, length in served:
        assert 0 <= offset <= term - 32 and offset % 32 == 0 and 0 < length <= term - offset
