"""Receiver-side congestion control: the window an image advertises in its status messages.

Aeron's default is StaticWindowCongestionControl (aeron-driver/src/main/java/io/aeron/driver/
StaticWindowCongestionControl.java, 1.51.0; C: aeron_congestion_control.c): a constant window of
min(``rcv-wnd`` or ``aeron.rcv.initial.window.length`` (128 KiB), term length / 2), no RTT measurement,
and no forced status messages. The window must also fit the socket's SO_RCVBUF: Aeron does not shrink
the window to it but refuses the subscription (SubscriptionParams.validateInitialWindowForRcvBuf), so
when a receive buffer length is given here the same check runs and names ``so-rcvbuf``.
"""

from __future__ import annotations

from typing import NamedTuple

from aeronkit.driver.exceptions import InvalidChannelError
from aeronkit.driver.flow_control import INITIAL_WINDOW_LENGTH_DEFAULT, receiver_window_length
from aeronkit.driver.media.transport import validate_window_for_rcvbuf

CC_PARAM = "cc"
STATIC = "static"


class TrackRebuildOutcome(NamedTuple):
    """What on_track_rebuild tells the image: the window to advertise and whether to send an SM now."""

    window_length: int
    force_status_message: bool


class StaticWindowCongestionControl:
    """A fixed receiver window; RTT is never measured."""

    __slots__ = ("_outcome", "window_length")

    def __init__(
        self, term_length: int, *, channel_receiver_window_length: int = 0,
        initial_window_length: int = INITIAL_WINDOW_LENGTH_DEFAULT,
        socket_rcvbuf_length: int | None = None, os_default_rcvbuf: int | None = None, channel: str = "",
    ) -> None:
        initial = channel_receiver_window_length or initial_window_length
        self.window_length = receiver_window_length(term_length, initial)
        if socket_rcvbuf_length is not None or os_default_rcvbuf is not None:
            validate_window_for_rcvbuf(
                initial, socket_rcvbuf_length or 0, os_default_rcvbuf or 0, channel)
        self._outcome = TrackRebuildOutcome(self.window_length, False)

    def should_measure_rtt(self, now_ns: int) -> bool:
        return False

    def on_rtt_measurement_sent(self, now_ns: int) -> None:
        """Nothing to record: the static window never measures."""

    def on_rtt_measurement(self, now_ns: int, rtt_ns: int, source: tuple[str, int]) -> None:
        """Ignored: the window does not depend on RTT."""

    def on_track_rebuild(
        self, now_ns: int, new_consumption_position: int, last_sm_position: int, hwm_position: int,
        starting_rebuild_position: int, ending_rebuild_position: int, loss_occurred: bool,
    ) -> TrackRebuildOutcome:
        return self._outcome

    def initial_window_length(self) -> int:
        return self.window_length

    def max_window_length(self) -> int:
        return self.window_length


def new_congestion_control(
    cc_value: str | None, term_length: int, *, channel_receiver_window_length: int = 0,
    initial_window_length: int = INITIAL_WINDOW_LENGTH_DEFAULT,
) -> StaticWindowCongestionControl:
    """``cc=static`` (default) only; ``cc=cubic`` is Aeron's optional extension and not provided yet."""
    if cc_value not in (None, STATIC):
        raise InvalidChannelError(f"unsupported congestion control: cc={cc_value}")
    return StaticWindowCongestionControl(
        term_length, channel_receiver_window_length=channel_receiver_window_length,
        initial_window_length=initial_window_length)
