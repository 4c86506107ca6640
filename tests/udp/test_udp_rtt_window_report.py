"""RTT measurement, the static congestion control window, and per-image loss report entries."""

from __future__ import annotations

from pathlib import Path

import pytest

from aeronkit.clock import ManualClock
from aeronkit.driver.congestion_control import StaticWindowCongestionControl, new_congestion_control
from aeronkit.driver.exceptions import InvalidChannelError
from aeronkit.driver.loss_report_writer import ImageLossReporter
from aeronkit.driver.rtt import RTTM_LENGTH, RttTracker, encode_rttm, reply_to
from aeronkit.errors import ConfigurationError
from aeronkit.loss_report import LossReportFile


def test_rtt_round_trip_with_a_stepped_clock() -> None:
    clock = ManualClock(0)
    tracker = RttTracker(receiver_id=77)
    assert not tracker.should_measure(clock.nano_time())  # 4 x the initial 100 us must pass first
    clock.advance(400_001)
    assert tracker.should_measure(clock.nano_time())
    request = bytearray(RTTM_LENGTH)
    tracker.request(request, clock.nano_time(), session_id=1, stream_id=2)
    assert request[5] == 0x80
    clock.advance(250_000)  # the request reaches the sender
    reply = bytearray(RTTM_LENGTH)
    assert reply_to(request, reply) == RTTM_LENGTH
    assert reply[5] == 0
    assert reply_to(reply, bytearray(RTTM_LENGTH)) == 0  # a reply is not answered
    clock.advance(250_000)
    assert tracker.on_reply(reply, clock.nano_time()) == 500_000
    assert tracker.timeout_ns == 2_000_000
    other = bytearray(RTTM_LENGTH)
    encode_rttm(other, session_id=1, stream_id=2, echo_timestamp_ns=0, reception_delta=0, receiver_id=5,
                is_reply_request=False)
    assert tracker.on_reply(other, clock.nano_time()) is None and tracker.rejected == 1
    encode_rttm(other, session_id=1, stream_id=2, echo_timestamp_ns=clock.nano_time() - 300_000,
                reception_delta=100_000, receiver_id=0, is_reply_request=False)
    assert tracker.on_reply(other, clock.nano_time()) == 200_000
    assert (tracker.min_rtt_ns, tracker.max_rtt_ns, tracker.measurements) == (200_000, 500_000, 2)


@pytest.mark.parametrize(("term", "rcv_wnd", "initial", "expected"), [
    (64 * 1024, 0, 128 * 1024, 32 * 1024),
    (16 * 1024 * 1024, 0, 128 * 1024, 128 * 1024),
    (16 * 1024 * 1024, 1024 * 1024, 128 * 1024, 1024 * 1024),
    (1024 * 1024, 0, 2 * 1024 * 1024, 512 * 1024),
])
def test_static_window_is_min_of_window_and_half_term(
    term: int, rcv_wnd: int, initial: int, expected: int
) -> None:
    cc = StaticWindowCongestionControl(
        term, channel_receiver_window_length=rcv_wnd, initial_window_length=initial)
    assert cc.initial_window_length() == cc.max_window_length() == expected
    assert not cc.should_measure_rtt(10**12)
    assert cc.on_track_rebuild(0, 0, 0, 0, 0, 0, True) == (expected, False)


def test_window_must_fit_the_receive_buffer() -> None:
    StaticWindowCongestionControl(1 << 24, socket_rcvbuf_length=256 * 1024)
    with pytest.raises(ConfigurationError, match="rcv-wnd=1048576 so-rcvbuf=262144"):
        StaticWindowCongestionControl(1 << 24, channel_receiver_window_length=1 << 20,
                                      socket_rcvbuf_length=256 * 1024, channel="c")
    with pytest.raises(InvalidChannelError, match="cc=cubic"):
        new_congestion_control("cubic", 1 << 16)
    assert new_congestion_control(None, 1 << 16).window_length == 32 * 1024


def test_loss_report_counts_each_lost_byte_once(tmp_path: Path) -> None:
    clock = ManualClock(epoch_offset_ms=1_700_000_000_000)
    with LossReportFile.create(tmp_path, length=64 * 1024) as report:
        reporter = ImageLossReporter(
            report.writer(), clock, session_id=5, stream_id=6, channel="aeron:udp?endpoint=127.0.0.1:4000",
            source_identity="127.0.0.1:5000")
        assert reporter.on_gap_detected(1, 1024, 512) == 512
        clock.advance_ms(3)
        assert reporter.on_gap_detected(1, 1024, 512) == 0  # the NAK retry for the same hole
        assert reporter.on_gap_detected(1, 1280, 512) == 256  # overlaps: only the new tail
        assert reporter.on_gap_detected(2, 0, 64) == 64  # another term
        entries = report.entries()
    assert len(entries) == 1
    entry = entries[0]
    assert (entry.observation_count, entry.total_bytes_lost) == (3, 832)
    assert (entry.session_id, entry.stream_id, entry.source) == (5, 6, "127.0.0.1:5000")
    assert entry.last_observation_ms - entry.first_observation_ms == 3
