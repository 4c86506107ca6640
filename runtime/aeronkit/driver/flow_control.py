"""Sender flow control: how far a network publication may send, from its receivers' status messages.

The strategies and their arithmetic are Aeron's (aeron-driver/src/main/java/io/aeron/driver/
{FlowControl,UnicastFlowControl,MaxMulticastFlowControl,AbstractMinMulticastFlowControl,
MinMulticastFlowControl,TaggedMulticastFlowControl,DefaultMulticastFlowControlSupplier,
DefaultUnicastFlowControlSupplier}.java at 1.51.0):

* unicast (the only choice for unicast; ``fc=`` is rejected): limit = max(limit, position + window);
* max multicast (multicast default, ``fc=max``): the same, so the fastest receiver sets the pace;
* min multicast (``fc=min``): receivers are tracked by receiver id; the limit is the minimum of their
  position + window, never below the current limit; a receiver times out after
  ``aeron.flow.control.receiver.timeout`` (5 s, or ``t:<duration>``) without SMs, or leaves on EOS/ERR;
  a newcomer is only admitted if it is within one window of the slowest;
* tagged (``fc=tagged,g:<tag>``): like min, counting only receivers whose SM carries that group tag.

``g:<tag>/<n>`` or ``g:/<n>`` sets a group minimum size: until n receivers are tracked the limit does not
move and ``has_required_receivers`` is false (the publication stays "not connected"). ``rrwm:<n>`` sets
the retransmit receiver window multiple (16 unicast, 4 multicast by default).
Every method takes the time from its caller (the sender's clock); nothing here reads a clock.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from aeronkit.codecs import frames
from aeronkit.constants import LONG_MAX
from aeronkit.context import Setting, parse_duration_ns, parse_int
from aeronkit.driver.exceptions import InvalidChannelError
from aeronkit.driver.udp_frames import SM_END_OF_STREAM_FLAG, SM_LENGTH, SM_SEND_SETUP_FLAG
from aeronkit.errors import ConfigurationError
from aeronkit.logbuffer import descriptor as d

FC_PARAM = "fc"
INITIAL_WINDOW_LENGTH_DEFAULT = 128 * 1024
FLOW_CONTROL_RECEIVER_TIMEOUT_DEFAULT_NS = 5_000_000_000
FLOW_CONTROL_GROUP_TAG_DEFAULT = -1
FLOW_CONTROL_GROUP_MIN_SIZE_DEFAULT = 0
UNICAST_RRWM_DEFAULT = 16
MULTICAST_RRWM_DEFAULT = 4
SEND_SETUP_FLAG = SM_SEND_SETUP_FLAG

# Driver-wide flow control settings (Aeron's MediaDriver.Context; Configuration.java at 1.51.0); rows of
# the driver's SETTINGS table, kept here beside the strategies that read them.
_FIELDS: tuple[tuple[str, Setting[Any]], ...] = (
    ("receiver_timeout_ns", Setting(
        "flow_control_receiver_timeout_ns", "aeron.flow.control.receiver.timeout",
        FLOW_CONTROL_RECEIVER_TIMEOUT_DEFAULT_NS, parse_duration_ns,
        "min/tagged multicast flow control drops a receiver silent this long")),
    ("group_tag", Setting(
        "flow_control_group_tag", "aeron.flow.control.group.tag", FLOW_CONTROL_GROUP_TAG_DEFAULT, parse_int,
        "receiver group tag tagged flow control counts when the channel gives none")),
    ("group_min_size", Setting(
        "flow_control_group_min_size", "aeron.flow.control.group.min.size",
        FLOW_CONTROL_GROUP_MIN_SIZE_DEFAULT, parse_int,
        "receivers min/tagged flow control waits for when the channel gives no group size")),
    ("unicast_rrwm", Setting(
        "unicast_flow_control_rrwm", "aeron.unicast.flow.control.rrwm", UNICAST_RRWM_DEFAULT, parse_int,
        "retransmit receiver window multiple of unicast flow control")),
    ("multicast_rrwm", Setting(
        "multicast_flow_control_rrwm", "aeron.multicast.flow.control.rrwm", MULTICAST_RRWM_DEFAULT, parse_int,
        "retransmit receiver window multiple of multicast flow control")),
)
SETTINGS: tuple[Setting[Any], ...] = tuple(row for _, row in _FIELDS)
END_OF_STREAM_FLAG = SM_END_OF_STREAM_FLAG
SM_HEADER_LENGTH = SM_LENGTH
PREFERRED_ASF_BYTES = bytes.fromhex("FFFFFFFF")  # legacy PreferredMulticastFlowControl ASF, first 4 bytes


def receiver_window_length(term_length: int, initial_window_length: int) -> int:
    """Configuration.receiverWindowLength: min(initial window, term length / 2)."""
    return min(initial_window_length, term_length >> 1)


def calculate_retransmission_length(
    resend_length: int, term_buffer_length: int, term_offset: int, retransmit_receiver_window_multiple: int
) -> int:
    """FlowControl.calculateRetransmissionLength: at most rrwm windows, never past the end of the term."""
    to_end = term_buffer_length - term_offset
    estimated = receiver_window_length(term_buffer_length, INITIAL_WINDOW_LENGTH_DEFAULT) * \
        retransmit_receiver_window_multiple
    return min(to_end, resend_length) if to_end < estimated else min(estimated, resend_length)


@dataclass(frozen=True)
class StatusMessage:
    """The fields flow control reads from an SM frame; ``asf`` is the application-specific feedback."""

    session_id: int
    stream_id: int
    consumption_term_id: int
    consumption_term_offset: int
    receiver_window_length: int
    receiver_id: int
    flags: int = 0
    asf: bytes = b""

    @property
    def group_tag(self) -> int | None:
        """The 8-byte ASF as a group tag, None without one (Aeron throws for ASF longer than 8)."""
        if not self.asf:
            return None
        if len(self.asf) != 8:
            raise ValueError(f"group tag ASF must be 8 bytes, got {len(self.asf)}")
        return int.from_bytes(self.asf, "little", signed=True)

    @classmethod
    def decode(cls, datagram: bytes | bytearray | memoryview) -> StatusMessage:
        """Read an SM frame with the generated codec; raises CodecError when it is too short."""
        header = frames.StatusMessageHeaderDecoder().wrap(datagram, 0, length=len(datagram))
        frame_length = header.frame_length
        end = min(max(frame_length, SM_HEADER_LENGTH), len(datagram))
        return cls(header.session_id, header.stream_id, header.consumption_term_id,
                   header.consumption_term_offset, header.receiver_window_length, header.receiver_id,
                   int(header.flags), bytes(datagram[SM_HEADER_LENGTH:end]))

    def position(self, initial_term_id: int, position_bits_to_shift: int) -> int:
        return d.compute_position(
            self.consumption_term_id, self.consumption_term_offset, position_bits_to_shift, initial_term_id)


@dataclass(frozen=True)
class FlowControlSettings:
    """Driver-wide defaults a strategy starts from (Aeron's MediaDriver.Context values)."""

    receiver_timeout_ns: int = FLOW_CONTROL_RECEIVER_TIMEOUT_DEFAULT_NS
    group_tag: int = FLOW_CONTROL_GROUP_TAG_DEFAULT
    group_min_size: int = FLOW_CONTROL_GROUP_MIN_SIZE_DEFAULT
    unicast_rrwm: int = UNICAST_RRWM_DEFAULT
    multicast_rrwm: int = MULTICAST_RRWM_DEFAULT

    @classmethod
    def from_context(cls, ctx: object) -> FlowControlSettings:
        """The values of a driver Context (its ``flow_control_*`` and ``*_flow_control_rrwm`` settings)."""
        return cls(**{name: getattr(ctx, row.attr) for name, row in _FIELDS})

    @classmethod
    def from_properties(cls) -> FlowControlSettings:
        """Read Aeron's property names (``-D``/environment) over the defaults, without a Context."""
        values: dict[str, Any] = {name: row.resolve() for name, row in _FIELDS}
        return cls(**values)


def _rrwm(fc_value: str | None, default: int) -> int:
    if fc_value is not None:
        for arg in fc_value.split(","):
            if arg.startswith("rrwm:"):
                text = arg[5:]
                try:
                    value = int(text)
                except ValueError:
                    raise InvalidChannelError(f"fc={fc_value}: rrwm:{text} is not an integer") from None
                if value <= 0:
                    raise InvalidChannelError(
                        f"fc={fc_value}: Invalid retransmit receiver window multiple: {value}")
                return value
    return default


class FlowControl:
    """Interface shared by the strategies; the base is the unicast/max behaviour."""

    def __init__(self, rrwm: int) -> None:
        self.retransmit_receiver_window_multiple = rrwm

    def on_status_message(
        self, sm: StatusMessage, sender_limit: int, initial_term_id: int, position_bits_to_shift: int,
        now_ns: int,
    ) -> int:
        position = sm.position(initial_term_id, position_bits_to_shift)
        return max(sender_limit, position + sm.receiver_window_length)

    def on_trigger_send_setup(self, sm: StatusMessage, now_ns: int) -> None:
        """An SM asked for SETUP (flag 0x80)."""

    def on_setup(
        self, sender_limit: int, sender_position: int, position_bits_to_shift: int, now_ns: int
    ) -> int:
        return sender_limit

    def on_error(self, receiver_id: int, group_tag: int | None, now_ns: int) -> None:
        """A receiver sent an ERR frame (its image was rejected)."""

    def on_idle(self, now_ns: int, sender_limit: int, sender_position: int, is_eos: bool) -> int:
        return sender_limit

    def has_required_receivers(self) -> bool:
        return True

    def max_retransmission_length(
        self, term_offset: int, resend_length: int, term_buffer_length: int, mtu_length: int
    ) -> int:
        return calculate_retransmission_length(
            resend_length, term_buffer_length, term_offset, self.retransmit_receiver_window_multiple)


class UnicastFlowControl(FlowControl):
    """Limit = max(limit, SM position + window)."""


class MaxMulticastFlowControl(FlowControl):
    """The fastest receiver sets the limit; slower ones recover by NAK or fall behind."""


@dataclass
class TrackedReceiver:
    receiver_id: int
    session_id: int
    stream_id: int
    last_position: int
    last_position_plus_window: int
    time_of_last_status_message_ns: int
    eos_flagged: bool = False


@dataclass
class _MinState:
    receivers: list[TrackedReceiver] = field(default_factory=list)
    last_setup_sender_limit: int = -1
    time_of_last_setup_ns: int = 0
    tagged_sm_triggered_setup: bool = False


class AbstractMinMulticastFlowControl(FlowControl):
    """The slowest tracked receiver sets the limit (min and tagged strategies)."""

    GROUP_TAG_AWARE = False

    def __init__(self, rrwm: int, receiver_timeout_ns: int, group_tag: int, group_min_size: int) -> None:
        super().__init__(rrwm)
        self.receiver_timeout_ns = receiver_timeout_ns
        self.group_tag = group_tag if self.GROUP_TAG_AWARE else 0
        self.group_min_size = group_min_size
        self._state = _MinState()
        self._has_required_receivers = group_min_size <= 0

    @property
    def receivers(self) -> list[TrackedReceiver]:
        return list(self._state.receivers)

    def _parse(self, fc_value: str | None) -> None:
        """``t:<duration>`` and ``g:<tag>[/<min size>]`` from the ``fc`` parameter."""
        if fc_value is None:
            return
        for arg in fc_value.split(",")[1:]:
            if arg.startswith("t:"):
                try:
                    self.receiver_timeout_ns = parse_duration_ns("fc receiver timeout", arg[2:])
                except ConfigurationError as ex:
                    raise InvalidChannelError(f"fc={fc_value}: {ex}") from None
            elif arg.startswith("g:"):
                tag_text, slash, size_text = arg[2:].partition("/")
                try:
                    if tag_text and self.GROUP_TAG_AWARE:
                        self.group_tag = int(tag_text)
                    if slash:
                        self.group_min_size = int(size_text)
                except ValueError:
                    raise InvalidChannelError(
                        f"fc={fc_value}: g:{arg[2:]} is not <tag>[/<min size>]") from None
        self._has_required_receivers = len(self._state.receivers) >= self.group_min_size

    def matches_tag(self, sm: StatusMessage) -> bool:
        return True

    def _last_setup_sender_limit(self, now_ns: int) -> int:
        state = self._state
        if state.last_setup_sender_limit != -1:
            if state.time_of_last_setup_ns + self.receiver_timeout_ns - now_ns < 0:
                state.last_setup_sender_limit = -1
            else:
                return state.last_setup_sender_limit
        return LONG_MAX

    def on_status_message(
        self, sm: StatusMessage, sender_limit: int, initial_term_id: int, position_bits_to_shift: int,
        now_ns: int,
    ) -> int:
        matches = self.matches_tag(sm)
        position = sm.position(initial_term_id, position_bits_to_shift)
        window = sm.receiver_window_length
        position_plus_window = position + window
        eos = bool(sm.flags & END_OF_STREAM_FLAG)
        state = self._state
        existing = False
        min_position = self._last_setup_sender_limit(now_ns)
        for receiver in state.receivers:
            if matches and receiver.receiver_id == sm.receiver_id:
                receiver.eos_flagged = eos
                receiver.last_position = max(position, receiver.last_position)
                receiver.last_position_plus_window = position_plus_window
                receiver.time_of_last_status_message_ns = now_ns
                existing = True
            min_position = min(min_position, receiver.last_position_plus_window)
        if not existing and not eos and matches and (
                not state.receivers or position_plus_window >= min_position - window):
            state.receivers.append(TrackedReceiver(
                sm.receiver_id, sm.session_id, sm.stream_id, position, position_plus_window, now_ns))
            self._has_required_receivers = len(state.receivers) >= self.group_min_size
            min_position = min(min_position, position_plus_window)
            state.last_setup_sender_limit = -1
        if len(state.receivers) < self.group_min_size:
            return sender_limit
        if not state.receivers:
            return max(sender_limit, position_plus_window)
        return max(sender_limit, min_position)

    def on_trigger_send_setup(self, sm: StatusMessage, now_ns: int) -> None:
        if not self._state.tagged_sm_triggered_setup:
            self._state.tagged_sm_triggered_setup = self.matches_tag(sm)

    def on_setup(
        self, sender_limit: int, sender_position: int, position_bits_to_shift: int, now_ns: int
    ) -> int:
        state = self._state
        if state.tagged_sm_triggered_setup and state.receivers:
            state.time_of_last_setup_ns = now_ns
            state.last_setup_sender_limit = sender_limit
        state.tagged_sm_triggered_setup = False
        return sender_limit

    def on_error(self, receiver_id: int, group_tag: int | None, now_ns: int) -> None:
        if self.GROUP_TAG_AWARE and group_tag != self.group_tag:
            return
        for receiver in self._state.receivers:
            if receiver.receiver_id == receiver_id:
                receiver.eos_flagged = True
                break

    def on_idle(self, now_ns: int, sender_limit: int, sender_position: int, is_eos: bool) -> int:
        state = self._state
        min_limit = self._last_setup_sender_limit(now_ns)
        kept: list[TrackedReceiver] = []
        for receiver in state.receivers:
            if receiver.time_of_last_status_message_ns + self.receiver_timeout_ns - now_ns < 0 \
                    or receiver.eos_flagged:
                continue
            kept.append(receiver)
            min_limit = min(min_limit, receiver.last_position_plus_window)
        if len(kept) != len(state.receivers):
            state.receivers = kept
            self._has_required_receivers = len(kept) >= self.group_min_size
        if len(kept) < self.group_min_size or not kept:
            return sender_limit
        return min_limit

    def has_required_receivers(self) -> bool:
        return self._has_required_receivers


class MinMulticastFlowControl(AbstractMinMulticastFlowControl):
    """``fc=min``: every receiver counts."""


class TaggedMulticastFlowControl(AbstractMinMulticastFlowControl):
    """``fc=tagged``: only receivers whose SMs carry the group tag (``gtag``) count."""

    GROUP_TAG_AWARE = True

    def matches_tag(self, sm: StatusMessage) -> bool:
        if len(sm.asf) == 8:
            return sm.group_tag == self.group_tag
        if len(sm.asf) >= 4:
            return sm.asf[:4] == PREFERRED_ASF_BYTES
        return False


def new_flow_control(
    fc_value: str | None, *, is_multicast_or_mdc: bool, settings: FlowControlSettings | None = None,
    default_multicast: str = "max",
) -> FlowControl:
    """Pick the strategy for a publication the way the default suppliers do; errors name ``fc``."""
    s = settings or FlowControlSettings()
    if not is_multicast_or_mdc:
        if fc_value is not None:
            raise InvalidChannelError(f"unsupported unicast flow control strategy: fc={fc_value}")
        return UnicastFlowControl(s.unicast_rrwm)
    strategy = (fc_value.split(",", 1)[0] if fc_value is not None else default_multicast)
    rrwm = _rrwm(fc_value, s.multicast_rrwm)
    if strategy == "max":
        return MaxMulticastFlowControl(rrwm)
    if strategy in ("min", "tagged"):
        cls = MinMulticastFlowControl if strategy == "min" else TaggedMulticastFlowControl
        fc = cls(rrwm, s.receiver_timeout_ns, s.group_tag, s.group_min_size)
        fc._parse(fc_value)
        return fc
    raise InvalidChannelError(f"unsupported multicast flow control strategy: fc={fc_value}")
