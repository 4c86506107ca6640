"""RetransmitHandler: immediate or delayed resend, duplicate NAK suppression, pools; LogResender's window."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from aeronkit.clock import ManualClock
from aeronkit.driver.flow_control import MaxMulticastFlowControl, UnicastFlowControl
from aeronkit.driver.loss_detector import StaticDelayGenerator
from aeronkit.driver.retransmit_handler import LogResender, RetransmitHandler
from aeronkit.logbuffer import ADMIN_ACTION, ExclusiveTermAppender, LogBuffers, TermScanner

TERM = 64 * 1024
MTU = 1408
LINGER = 10_000_000


class Resends:
    def __init__(self) -> None:
        self.calls: list[tuple[int, int, int]] = []

    def resend(self, term_id: int, term_offset: int, length: int) -> None:
        self.calls.append((term_id, term_offset, length))


FC = UnicastFlowControl(16)


def test_unicast_resends_at_once_and_ignores_duplicates_while_lingering() -> None:
    clock = ManualClock(1_000)
    handler = RetransmitHandler(clock)
    out = Resends()
    handler.on_nak(5, 1024, 512, TERM, MTU, FC, out)
    assert out.calls == [(5, 1024, 512)]
    clock.advance(LINGER - 1)
    handler.process_timeouts(clock.nano_time(), out)
    handler.on_nak(5, 1024, 512, TERM, MTU, FC, out)  # same NAK again: suppressed
    handler.on_nak(5, 1200, 64, TERM, MTU, FC, out)  # overlapping: suppressed
    assert len(out.calls) == 1
    clock.advance(2)  # the linger has passed
    handler.process_timeouts(clock.nano_time(), out)
    assert handler.active_count == 0
    handler.on_nak(5, 1024, 512, TERM, MTU, FC, out)
    assert out.calls == [(5, 1024, 512)] * 2


def test_unicast_replaces_its_single_action_for_a_new_range() -> None:
    clock = ManualClock()
    handler = RetransmitHandler(clock)
    out = Resends()
    handler.on_nak(5, 0, 64, TERM, MTU, FC, out)
    handler.on_nak(5, 4096, 64, TERM, MTU, FC, out)  # does not overlap: served, replacing the first
    handler.on_nak(6, 0, 64, TERM, MTU, FC, out)  # other term: served
    handler.on_nak(5, 0, 64, TERM, MTU, FC, out)  # first range no longer remembered: served again
    assert out.calls == [(5, 0, 64), (5, 4096, 64), (6, 0, 64), (5, 0, 64)]
    assert len(handler.pool) == 1


def test_delayed_resend_and_cancellation_by_another_senders_retransmit() -> None:
    clock = ManualClock()
    handler = RetransmitHandler(clock, delay_generator=StaticDelayGenerator(2_000), has_group_semantics=True,
                                max_retransmits=4)
    out = Resends()
    handler.on_nak(1, 0, 64, TERM, MTU, FC, out)
    handler.on_nak(1, 512, 64, TERM, MTU, FC, out)
    assert out.calls == []
    handler.on_retransmit_received(1, 512)
    clock.advance(2_001)
    handler.process_timeouts(clock.nano_time(), out)
    assert out.calls == [(1, 0, 64)]
    handler.on_nak(1, 0, 64, TERM, MTU, FC, out)  # lingering now: a duplicate
    assert len(out.calls) == 1


def test_group_pool_overflow_is_counted() -> None:
    clock = ManualClock()
    handler = RetransmitHandler(clock, has_group_semantics=True, max_retransmits=2)
    out = Resends()
    for offset in (0, 1024, 2048):
        handler.on_nak(1, offset, 64, TERM, MTU, FC, out)
    assert out.calls == [(1, 0, 64), (1, 1024, 64)]
    assert handler.retransmit_overflows == 1


def test_invalid_and_empty_naks() -> None:
    clock = ManualClock()
    handler = RetransmitHandler(clock)
    out = Resends()
    handler.on_nak(1, -32, 64, TERM, MTU, FC, out)
    handler.on_nak(1, TERM - 31, 64, TERM, MTU, FC, out)
    handler.on_nak(1, 0, -1, TERM, MTU, FC, out)
    assert handler.invalid_packets == 3
    handler.on_nak(1, 0, 0, TERM, MTU, FC, out)
    assert handler.invalid_packets == 3
    assert out.calls == []
    with pytest.raises(ValueError, match="max-resend=0"):
        RetransmitHandler(clock, max_retransmits=0)


def test_retransmit_length_is_capped_by_flow_control() -> None:
    clock = ManualClock()
    out = Resends()
    # receiver window for a 64 KiB term is 32 KiB; max multicast multiplies by 4, unicast by 16
    RetransmitHandler(clock).on_nak(1, 0, TERM, TERM, MTU, MaxMulticastFlowControl(1), out)
    RetransmitHandler(clock).on_nak(1, TERM - 256, 4096, TERM, MTU, FC, out)
    big = 1 << 24
    RetransmitHandler(clock).on_nak(1, 0, big, big, MTU, MaxMulticastFlowControl(4), out)
    assert out.calls == [(1, 0, 32 * 1024), (1, TERM - 256, 256), (1, 0, 4 * 128 * 1024)]


@pytest.fixture
def log(tmp_path: Path) -> Iterator[tuple[LogBuffers, ExclusiveTermAppender]]:
    logs = LogBuffers.create(tmp_path / "pub.logbuffer", TERM, mtu_length=MTU, initial_term_id=7)
    yield logs, ExclusiveTermAppender(logs)
    logs.close()


def _fill(appender: ExclusiveTermAppender, until: int) -> None:
    while appender.position < until:
        if appender.offer(bytes(1000)) == ADMIN_ACTION:
            continue


def test_log_resender_serves_only_the_still_available_window(
    log: tuple[LogBuffers, ExclusiveTermAppender],
) -> None:
    logs, appender = log
    _fill(appender, 3 * TERM - 4096)
    sent: list[tuple[int, int, int]] = []
    sender_position = appender.position

    def emit(partition: int, offset: int, length: int) -> bool:
        sent.append((partition, offset, length))
        return True

    resender = LogResender(TermScanner(logs), MTU, lambda: sender_position, emit)
    resender.resend(7, 0, 4096)  # term 0 is more than term/2 + max message behind: gone
    assert sent == []
    recent = (sender_position & (TERM - 1)) - 10 * 1056  # frames are 1056 bytes: 1000 + header, aligned
    recent -= recent % 1056
    resender.resend(9, recent, 3000)  # behind the sender, within the window: served in MTU batches
    assert sent and all(p == 2 and length <= MTU for p, _o, length in sent)
    # whole frames only, as Aeron: 3000 bytes asked, two 1056-byte frames fit, the third would exceed it
    assert sent == [(2, recent, 1056), (2, recent + 1056, 1056)]
    assert resender.retransmits_sent == 1 and resender.retransmitted_bytes == 2112
    sent.clear()
    resender.resend(9, sender_position & (TERM - 1), 64)  # at the sender position: nothing to resend
    assert sent == []


def test_log_resender_sends_padding_as_a_bare_header(log: tuple[LogBuffers, ExclusiveTermAppender]) -> None:
    logs, appender = log
    _fill(appender, TERM + 5_000)
    sent: list[tuple[int, int, int]] = []

    def emit(partition: int, offset: int, length: int) -> bool:
        sent.append((partition, offset, length))
        return True

    last = 61 * 1056  # the last whole frame of term 0; 64 bytes of padding follow it
    resender = LogResender(TermScanner(logs), MTU, lambda: appender.position, emit)
    resender.resend(7, last, 4096)
    assert sent == [(0, last, 1056 + 32)]
    assert resender.retransmitted_bytes == 1056 + 64


def test_log_resender_stops_on_short_send(log: tuple[LogBuffers, ExclusiveTermAppender]) -> None:
    logs, appender = log
    _fill(appender, 20_000)
    calls: list[int] = []

    def emit(partition: int, offset: int, length: int) -> bool:
        calls.append(offset)
        return False

    resender = LogResender(TermScanner(logs), MTU, lambda: appender.position, emit)
    resender.resend(7, 0, 10_000)
    assert calls == [0]
    assert resender.short_sends == 1 and resender.retransmits_sent == 0
