"""Flow control strategies: unicast/max/min/tagged limits with receivers joining, timing out and leaving."""

from __future__ import annotations

import pytest

from aeronkit import config
from aeronkit.driver.exceptions import InvalidChannelError
from aeronkit.driver.flow_control import (
    END_OF_STREAM_FLAG,
    FlowControlSettings,
    MaxMulticastFlowControl,
    MinMulticastFlowControl,
    StatusMessage,
    TaggedMulticastFlowControl,
    UnicastFlowControl,
    new_flow_control,
)

BITS = 16  # 64 KiB terms
INITIAL = 0
WINDOW = 32 * 1024
SECOND = 1_000_000_000


def sm(
    receiver_id: int, position: int, window: int = WINDOW, flags: int = 0, tag: int | None = None
) -> StatusMessage:
    asf = b"" if tag is None else tag.to_bytes(8, "little", signed=True)
    term_id = INITIAL + (position >> BITS)
    return StatusMessage(1, 2, term_id, position & 0xFFFF, window, receiver_id, flags, asf)


def test_unicast_and_max_follow_the_fastest_and_never_go_back() -> None:
    for fc in (UnicastFlowControl(16), MaxMulticastFlowControl(4)):
        limit = fc.on_status_message(sm(1, 1000), 0, INITIAL, BITS, 0)
        assert limit == 1000 + WINDOW
        limit = fc.on_status_message(sm(2, 500), limit, INITIAL, BITS, 0)
        assert limit == 1000 + WINDOW
        limit = fc.on_status_message(sm(2, 70_000), limit, INITIAL, BITS, 0)
        assert limit == 70_000 + WINDOW
        assert fc.has_required_receivers()
        assert fc.on_idle(100 * SECOND, limit, 0, False) == limit


def test_min_tracks_the_slowest_and_drops_it_after_the_timeout() -> None:
    fc = MinMulticastFlowControl(4, 5 * SECOND, 0, 0)
    limit = fc.on_status_message(sm(1, 10_000), 0, INITIAL, BITS, 0)
    assert limit == 10_000 + WINDOW
    limit = fc.on_status_message(sm(2, 4_000), limit, INITIAL, BITS, 1)
    assert limit == 10_000 + WINDOW  # never below the current limit
    limit = fc.on_status_message(sm(1, 50_000), limit, INITIAL, BITS, 2)
    assert limit == 4_000 + WINDOW + 6_000  # still the old limit: receiver 2 holds the group back
    limit = fc.on_status_message(sm(2, 20_000), limit, INITIAL, BITS, 3)
    assert limit == 20_000 + WINDOW
    assert [r.receiver_id for r in fc.receivers] == [1, 2]
    # receiver 1 keeps talking, receiver 2 goes quiet: after 5 s it no longer counts
    fc.on_status_message(sm(1, 60_000), limit, INITIAL, BITS, 5 * SECOND)
    assert fc.on_idle(5 * SECOND + 3, limit, 0, False) == 20_000 + WINDOW
    assert fc.on_idle(5 * SECOND + 4, limit, 0, False) == 60_000 + WINDOW
    assert [r.receiver_id for r in fc.receivers] == [1]


def test_min_new_receiver_must_be_within_a_window_of_the_slowest() -> None:
    fc = MinMulticastFlowControl(4, 5 * SECOND, 0, 0)
    fc.on_status_message(sm(1, 200_000), 0, INITIAL, BITS, 0)
    limit = fc.on_status_message(sm(2, 200_000 - WINDOW - 32), 200_000 + WINDOW, INITIAL, BITS, 0)
    assert [r.receiver_id for r in fc.receivers] == [1]
    assert limit == 200_000 + WINDOW
    fc.on_status_message(sm(3, 200_000 - WINDOW), limit, INITIAL, BITS, 0)
    assert [r.receiver_id for r in fc.receivers] == [1, 3]


def test_min_receiver_leaves_on_end_of_stream_and_on_error() -> None:
    fc = MinMulticastFlowControl(4, 5 * SECOND, 0, 0)
    limit = fc.on_status_message(sm(1, 1_000), 0, INITIAL, BITS, 0)
    limit = fc.on_status_message(sm(2, 2_000), limit, INITIAL, BITS, 0)
    fc.on_status_message(sm(1, 1_000, flags=END_OF_STREAM_FLAG), limit, INITIAL, BITS, 1)
    assert fc.on_idle(2, limit, 0, False) == 2_000 + WINDOW
    fc.on_error(2, None, 3)  # flagged now, removed at the next idle
    assert [r.eos_flagged for r in fc.receivers] == [True]
    assert fc.on_idle(4, 123, 0, False) == 123
    assert fc.receivers == []


def test_group_min_size_holds_the_limit_until_enough_receivers() -> None:
    fc = new_flow_control("min,g:/2", is_multicast_or_mdc=True)
    assert not fc.has_required_receivers()
    limit = fc.on_status_message(sm(1, 0), 0, INITIAL, BITS, 0)
    assert limit == 0 and not fc.has_required_receivers()
    limit = fc.on_status_message(sm(2, 0), limit, INITIAL, BITS, 0)
    assert limit == WINDOW and fc.has_required_receivers()
    assert fc.on_idle(6 * SECOND, limit, 0, False) == limit  # both timed out: below the minimum again
    assert not fc.has_required_receivers()


def test_tagged_counts_only_receivers_with_the_group_tag() -> None:
    fc = new_flow_control("tagged,g:7/1,t:2s", is_multicast_or_mdc=True)
    assert isinstance(fc, TaggedMulticastFlowControl)
    assert fc.group_tag == 7 and fc.group_min_size == 1 and fc.receiver_timeout_ns == 2 * SECOND
    limit = fc.on_status_message(sm(1, 1_000), 0, INITIAL, BITS, 0)  # no tag: not counted
    assert limit == 0 and not fc.has_required_receivers()
    limit = fc.on_status_message(sm(2, 5_000, tag=8), limit, INITIAL, BITS, 0)  # wrong tag
    assert limit == 0
    limit = fc.on_status_message(sm(3, 5_000, tag=7), limit, INITIAL, BITS, 0)
    assert limit == 5_000 + WINDOW and [r.receiver_id for r in fc.receivers] == [3]
    legacy = StatusMessage(1, 2, 0, 9_000, WINDOW, 4, 0, b"\xff\xff\xff\xff")  # 4-byte preferred ASF
    assert fc.on_status_message(legacy, limit, INITIAL, BITS, 0) == 5_000 + WINDOW
    assert [r.receiver_id for r in fc.receivers] == [3, 4]
    fc.on_error(4, 8, 1)  # ERR with another tag is ignored
    fc.on_error(4, 7, 1)
    fc.on_idle(2, limit, 0, False)
    assert [r.receiver_id for r in fc.receivers] == [3]


def test_min_is_not_group_tag_aware() -> None:
    fc = new_flow_control("min,g:99/1", is_multicast_or_mdc=True)
    assert fc.group_min_size == 1 and fc.group_tag == 0
    assert fc.on_status_message(sm(1, 0, tag=5), 0, INITIAL, BITS, 0) == WINDOW


def test_strategy_selection_and_errors_name_fc() -> None:
    assert isinstance(new_flow_control(None, is_multicast_or_mdc=False), UnicastFlowControl)
    assert isinstance(new_flow_control(None, is_multicast_or_mdc=True), MaxMulticastFlowControl)
    assert isinstance(new_flow_control("max", is_multicast_or_mdc=True), MaxMulticastFlowControl)
    assert isinstance(new_flow_control("min", is_multicast_or_mdc=True), MinMulticastFlowControl)
    assert new_flow_control("max,rrwm:9", is_multicast_or_mdc=True).retransmit_receiver_window_multiple == 9
    assert new_flow_control(None, is_multicast_or_mdc=True).retransmit_receiver_window_multiple == 4
    assert new_flow_control(None, is_multicast_or_mdc=False).retransmit_receiver_window_multiple == 16
    for fc, named in (("min", "unsupported unicast flow control strategy: fc=min"),):
        with pytest.raises(InvalidChannelError, match=named):
            new_flow_control(fc, is_multicast_or_mdc=False)
    for fc, named in (("fastest", "fc=fastest"), ("max,rrwm:0", "fc=max,rrwm:0"),
                      ("min,t:soon", "fc=min,t:soon"), ("tagged,g:x", "fc=tagged,g:x")):
        with pytest.raises(InvalidChannelError, match=named):
            new_flow_control(fc, is_multicast_or_mdc=True)


def test_settings_from_aeron_properties() -> None:
    config.set_property("aeron.flow.control.receiver.timeout", "2s")
    config.set_property("aeron.flow.control.group.min.size", "3")
    try:
        settings = FlowControlSettings.from_properties()
        assert settings.receiver_timeout_ns == 2 * SECOND and settings.group_min_size == 3
        fc = new_flow_control("min", is_multicast_or_mdc=True, settings=settings)
        assert fc.group_min_size == 3 and not fc.has_required_receivers()
    finally:
        config.clear_properties()


def test_status_message_decodes_from_frame_bytes() -> None:
    frame = bytearray(44)
    frame[0:4] = (44).to_bytes(4, "little")
    frame[5] = 0x40
    frame[6:8] = (3).to_bytes(2, "little")
    frame[8:12] = (11).to_bytes(4, "little")
    frame[12:16] = (22).to_bytes(4, "little")
    frame[16:20] = (3).to_bytes(4, "little")
    frame[20:24] = (4096).to_bytes(4, "little")
    frame[24:28] = (WINDOW).to_bytes(4, "little")
    frame[28:36] = (-5).to_bytes(8, "little", signed=True)
    frame[36:44] = (77).to_bytes(8, "little")
    decoded = StatusMessage.decode(frame)
    assert (decoded.session_id, decoded.stream_id, decoded.receiver_id, decoded.flags) == (11, 22, -5, 0x40)
    assert decoded.position(1, BITS) == (2 << BITS) + 4096
    assert decoded.group_tag == 77
